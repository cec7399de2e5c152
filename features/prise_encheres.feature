# language: fr
@phase-prise
Fonctionnalité: La prise et les enchères
  Comment on choisit l'atout : la prise en deux tours sur la carte retournée (000, 002, 003),
  la vache du club (000), les options sans atout et tout atout (000), et les enchères de la
  belote bridgée avec contre et surcontre (004).

  # ------------------------------------------------------------------ qui parle en premier

  @doc-000 @doc-002 @doc-003
  Plan du Scénario: Dans la prise, le voisin de droite du donneur parle le premier
    # 000, 002 et 003 : la parole commence au joueur qui suit le donneur. Nord donne, Ouest
    # parle ; le donneur parle en dernier.
    Soit une partie de la variante "<variante>" dont Nord est le donneur
    Et la règle "bidding.system" vaut prise
    Et la règle "bidding.first_speaker" vaut after_dealer
    Alors Ouest parle en premier
    Quand Ouest passe
    Et Sud passe
    Et Est passe
    Alors Nord peut passer

    @variante-classic
    Exemples: le grand classique
      | variante    |
      | classic     |

    @variante-club
    Exemples: le club en ligne
      | variante    |
      | club        |

    @variante-traditional
    Exemples: le guide des joueurs
      | variante    |
      | traditional |

  @doc-004 @variante-bridgee
  Scénario: En bridgée, le donneur ouvre les enchères
    # 004 : « la parole est au donneur », puis elle passe au joueur voisin. (Plus loin, 004
    # décrit celui qui entame comme « le premier qui avait la parole aux enchères » tout en le
    # plaçant après le donneur ; la variante suit la section des enchères.)
    Soit une partie de la variante "bridgee" dont Nord est le donneur
    Et la règle "bidding.system" vaut auction
    Et la règle "bidding.first_speaker" vaut dealer
    Alors Nord parle en premier
    Quand Nord passe
    Alors Ouest peut annoncer 80 à pique

  # ------------------------------------------------------------------ la prise en deux tours

  @doc-000 @doc-002 @doc-003
  Plan du Scénario: Sans option, on ne peut prendre qu'à une couleur
    # 002 ne propose ni sans atout ni tout atout ; 003 ne parle que des couleurs ; au club (000)
    # ce sont des options, éteintes par défaut.
    Soit une partie de la variante "<variante>" dont Nord est le donneur
    Et la règle "bidding.modes.suit" vaut true
    Et la règle "bidding.modes.sans_atout" vaut false
    Et la règle "bidding.modes.tout_atout" vaut false
    Alors Ouest peut prendre à la couleur retournée
    Mais Ouest ne peut pas prendre à sans atout
    Et Ouest ne peut pas prendre à tout atout

    @variante-classic
    Exemples: le grand classique
      | variante    |
      | classic     |

    @variante-club
    Exemples: le club en ligne
      | variante    |
      | club        |

    @variante-traditional
    Exemples: le guide des joueurs
      | variante    |
      | traditional |

  @doc-000 @doc-002 @doc-003
  Plan du Scénario: Au premier tour, seule la couleur de la carte retournée peut devenir l'atout
    # Mise en place : la graine 7 retourne un pique (la première étape « Alors » le vérifie,
    # puisqu'au premier tour seule la couleur retournée est permise).
    # Le preneur reçoit la retournée et deux cartes, les autres trois : huit chacun.
    # Sud prend : le contrat appartient à Nord-Sud, les partenaires assis face à face.
    # Nord donne, donc Ouest entame, bien que Sud ait pris.
    Soit une partie de la variante "<variante>" dont Nord est le donneur (graine 7)
    Et la règle "bidding.prise.rounds" vaut [[turned_suit], [other_suits]]
    Et la règle "table.partnership" vaut facing
    Quand Ouest passe
    Alors Sud peut prendre à pique
    Mais Sud ne peut pas prendre à cœur
    Et Sud ne peut pas prendre à carreau
    Et Sud ne peut pas prendre à trèfle
    Quand Sud prend à la couleur retournée
    Alors le contrat est à pique pour NS
    Et le preneur a la carte retournée
    Et chaque joueur a 8 cartes
    Et Ouest entame

    @variante-classic
    Exemples: le grand classique
      | variante    |
      | classic     |

    @variante-club
    Exemples: le club en ligne
      | variante    |
      | club        |

    @variante-traditional
    Exemples: le guide des joueurs
      | variante    |
      | traditional |

  @doc-000 @doc-002 @doc-003
  Plan du Scénario: Au second tour, on choisit l'une des trois autres couleurs
    # Personne n'a pris au premier tour : un second tour commence, toujours par Ouest.
    # 000 : l'atout se choisit « parmi les trois autres couleurs » ; 002 : « une autre
    # couleur » ; 003 dit seulement que chacun choisit sa couleur, ce que la variante lit
    # comme chez les deux autres (choix enregistré).
    # La graine 7 retourne un pique : cœur, carreau et trèfle restent permis.
    Soit une partie de la variante "<variante>" dont Nord est le donneur (graine 7)
    Et la règle "bidding.prise.rounds" vaut [[turned_suit], [other_suits]]
    Quand Ouest passe
    Et Sud passe
    Et Est passe
    Et Nord passe
    Alors Ouest parle en premier
    Et Ouest ne peut pas prendre à la couleur retournée
    Mais Ouest peut prendre à cœur
    Et Ouest peut prendre à carreau
    Et Ouest peut prendre à trèfle
    Quand Ouest passe
    Et Sud passe
    Et Est passe
    Alors Nord peut prendre à cœur
    Quand Nord prend à cœur
    Alors le contrat est à cœur pour NS
    Et le preneur a la carte retournée
    Et chaque joueur a 8 cartes
    Et Ouest entame

    @variante-classic
    Exemples: le grand classique
      | variante    |
      | classic     |

    @variante-club
    Exemples: le club en ligne
      | variante    |
      | club        |

    @variante-traditional
    Exemples: le guide des joueurs
      | variante    |
      | traditional |

  @doc-000 @doc-002 @doc-003
  Plan du Scénario: Si personne ne prend aux deux tours, le joueur suivant redonne et rien n'est marqué
    # 002 : les cartes sont redistribuées par le joueur suivant, les scores ne bougent pas.
    # 000 et 003 : le donneur ramasse et coupe, son voisin de droite redonne.
    # Sans vache, personne n'est forcé de prendre.
    Soit une partie de la variante "<variante>" dont Nord est le donneur
    Et la règle "bidding.prise.all_pass" vaut redeal
    Et la règle "bidding.prise.vache" vaut false
    Et la règle "deal.next_dealer" vaut after_dealer
    Quand tout le monde passe
    Alors on redistribue sans changer les scores
    Et le nouveau donneur est Ouest
    Et Sud parle en premier
    Et chaque joueur a 5 cartes
    Et une carte est retournée

    @variante-classic
    Exemples: le grand classique
      | variante    |
      | classic     |

    @variante-club
    Exemples: le club en ligne
      | variante    |
      | club        |

    @variante-traditional
    Exemples: le guide des joueurs
      | variante    |
      | traditional |

  # ------------------------------------------------------------------ les options du club

  @doc-000
  Plan du Scénario: Au club, l'option permet de prendre à sans atout ou à tout atout, à chaque tour
    # 000 ajoute ces modes comme options sans dire à quel tour on peut les nommer : la variante
    # les permet aux deux tours (choix enregistré). Une option n'ouvre que son propre mode.
    Soit une partie de la variante "<variante>" dont Nord est le donneur
    Et la règle "bidding.modes.<cle>" vaut true
    Et la règle "bidding.modes.<autre_cle>" vaut false
    Et la règle "bidding.prise.modes_in_every_round" vaut true
    Alors Ouest peut prendre à <mode>
    Mais Ouest ne peut pas prendre à <autre_mode>
    Quand Ouest passe
    Et Sud passe
    Et Est passe
    Alors Nord peut prendre à <mode>
    Quand Nord passe
    Alors Ouest peut prendre à <mode>
    Quand Ouest passe
    Et Sud passe
    Et Est passe
    Alors Nord peut prendre à <mode>
    Quand Nord prend à <mode>
    Alors le contrat est à <mode> pour NS
    Et chaque joueur a 8 cartes

    @variante-club @option-sans-atout
    Exemples: option sans atout
      | variante        | cle        | autre_cle  | mode       | autre_mode |
      | club+sans-atout | sans_atout | tout_atout | sans atout | tout atout |

    @variante-club @option-tout-atout
    Exemples: option tout atout
      | variante        | cle        | autre_cle  | mode       | autre_mode |
      | club+tout-atout | tout_atout | sans_atout | tout atout | sans atout |

  @doc-000 @variante-club @option-vache
  Scénario: La vache : un seul tour, n'importe quelle couleur, et le dernier doit prendre
    # 000 : un seul tour de parole où l'on nomme l'une des quatre couleurs ; si les trois
    # premiers passent, le dernier à parler (le donneur) prend quoi qu'il ait en main.
    Soit une partie de la variante "club+vache" dont Nord est le donneur
    Et la règle "bidding.prise.rounds" vaut [[any_suit]]
    Et la règle "bidding.prise.vache" vaut true
    Et la règle "bidding.prise.forced" vaut last_speaker
    Et la règle "bidding.prise.all_pass" vaut redeal
    Alors Ouest parle en premier
    Et Ouest peut prendre à pique
    Et Ouest peut prendre à cœur
    Et Ouest peut prendre à carreau
    Et Ouest peut prendre à trèfle
    Quand tout le monde passe
    Alors Nord ne peut pas passer
    Mais Nord peut prendre à cœur
    Quand Nord prend à cœur
    Alors le contrat est à cœur pour NS
    Et chaque joueur a 8 cartes
    Et Ouest entame

  @regles-NKU
  Scénario: Klaverjas de Rotterdam : le donneur ouvre la parole et doit jouer si tous passent
    # NKU : le donneur parle le premier, « ik speel » ou « ik pas » ; quand les quatre ont
    # passé, la parole lui revient et il ne peut plus passer : il nomme l'atout.
    Soit une partie de la variante "tests/data/vache-forcee.yaml" dont Nord est le donneur
    Et la règle "bidding.first_speaker" vaut dealer
    Et la règle "bidding.prise.forced" vaut dealer
    Alors Nord parle en premier
    Et Nord peut passer
    Quand Nord passe
    Et Ouest passe
    Et Sud passe
    Et Est passe
    Alors c'est à Nord de parler
    Et Nord ne peut pas passer
    Mais Nord peut prendre à carreau
    Quand Nord prend à carreau
    Alors le contrat est à carreau pour NS

  @regles-KBN
  Scénario: Klaverjas d'Amsterdam : le premier à parler, après le donneur, doit jouer si tous passent
    # hercules81 : si tout le monde passe, le joueur qui suit le donneur est obligé de jouer ;
    # il a parlé le premier, la parole lui revient après le donneur.
    Soit une partie de la variante "tests/data/vache-forcee.yaml+amsterdam" dont Nord est le donneur
    Et la règle "bidding.prise.forced" vaut first_speaker
    Alors Ouest parle en premier
    Quand tout le monde passe
    Alors c'est à Ouest de parler
    Et Ouest ne peut pas passer
    Quand Ouest prend à trèfle
    Alors le contrat est à trèfle pour EO

  @regles-APP
  Scénario: Bela : le donneur parle le dernier et doit nommer l'atout si les trois autres passent
    # APP : chacun nomme l'atout ou dit « dalje » ; si tous disent « dalje », le donneur doit
    # choisir. Il parle le dernier : il ne passe pas, les trois autres ayant passé.
    Soit une partie de la variante "tests/data/vache-forcee.yaml+bela" dont Nord est le donneur
    Et la règle "bidding.first_speaker" vaut after_dealer
    Et la règle "bidding.prise.forced" vaut dealer
    Quand Ouest passe
    Et Sud passe
    Et Est passe
    Alors Nord ne peut pas passer
    Mais Nord peut prendre à cœur
    Quand Nord prend à cœur
    Alors le contrat est à cœur pour NS

  # 000, section de la vache : « Après la prise, chaque joueur reçoit ses 3 dernières cartes »,
  # et la carte n'est retournée que « dans le cas de la retournée ». Avec la vache, on ne
  # retourne donc rien : cinq cartes chacun, puis trois (4 × 5 + 4 × 3 = 32 ; avec une
  # retournée, il n'en resterait que 11 à distribuer, pas 12).
  # L'option vache le dit ainsi : pas de retournée, et trois cartes à chacun, preneur compris.
  @doc-000 @variante-club @option-vache
  Scénario: Avec la vache, aucune carte n'est retournée et chacun complète sa main avec trois cartes
    Soit une partie de la variante "club+vache" dont Nord est le donneur
    Et la règle "bidding.prise.vache" vaut true
    Et la règle "deal.turned_card" vaut false
    Et la règle "deal.completion.taker" vaut 3
    Et la règle "deal.completion.others" vaut 3
    Alors chaque joueur a 5 cartes
    Et aucune carte n'est retournée
    Quand tout le monde passe
    Et Nord prend à trèfle
    Alors chaque joueur a 8 cartes

  # ------------------------------------------------------------------ les enchères de la bridgée

  @doc-004 @variante-bridgee
  Scénario: En bridgée, on enchérit à une couleur, à sans atout ou à tout atout
    # 004 : on annonce dans l'atout de son choix ou à sans atout ; le document donne aussi le
    # compte du tout atout, que la variante propose donc.
    Soit une partie de la variante "bridgee" dont Nord est le donneur
    Et la règle "bidding.modes.suit" vaut true
    Et la règle "bidding.modes.sans_atout" vaut true
    Et la règle "bidding.modes.tout_atout" vaut true
    Alors Nord peut annoncer 80 à cœur
    Et Nord peut annoncer 80 à sans atout
    Et Nord peut annoncer 80 à tout atout

  @doc-004 @variante-bridgee
  Scénario: Les enchères vont de 80 à 160 de dix en dix, puis capot
    # 004 parle d'un minimum de « 82 » et précise qu'un contrat de 80 demande 82 points :
    # on enchérit donc à partir de 80. Les enchères montent de 10 (« puis 90, 100 ») jusqu'à
    # 160 (« jusqu'à 162 ») ; au-dessus, il ne reste que le capot (« ou 250 »).
    # Chaque enchère doit dépasser la précédente ; rien ne dépasse le capot.
    Soit une partie de la variante "bridgee" dont Nord est le donneur
    Et la règle "bidding.auction.levels" vaut numbers
    Et la règle "bidding.auction.floor" vaut 80
    Et la règle "bidding.auction.step" vaut 10
    Et la règle "bidding.auction.ceiling" vaut 160
    Et la règle "bidding.auction.capot" vaut true
    # Le capot ne clôt pas les enchères : 004 le dit « doublé si contré », chacun reparle
    # donc à son tour après lui (choix : 004 ne dit pas qui se tait).
    Et la règle "bidding.auction.after_capot" vaut as_usual
    Alors Nord ne peut pas annoncer 70 à pique
    Mais Nord peut annoncer 80 à pique
    Quand Nord annonce 80 à pique
    Alors Ouest ne peut pas annoncer 80 à cœur
    Et Ouest ne peut pas annoncer 85 à cœur
    Mais Ouest peut annoncer 90 à cœur
    Quand Ouest annonce 150 à cœur
    Alors Sud peut annoncer 160 à pique
    Mais Sud ne peut pas annoncer 170 à pique
    Quand Sud annonce 160 à pique
    Alors Est peut annoncer capot à sans atout
    Quand Est annonce capot à sans atout
    Alors Nord ne peut pas annoncer capot à pique
    Et Nord peut contrer
    Quand Nord passe
    Alors Ouest peut passer
    Quand Ouest passe
    Et Sud passe
    Alors le contrat est capot à sans atout pour EO

  @regles-BGE
  Scénario: Belot bulgare : on n'enchérit que sur le mode, du trèfle au tout atout
    # BGE : les enchères ne portent aucun nombre ; du plus faible au plus fort, trèfle,
    # carreau, cœur, pique, sans atout, tout atout. L'adversaire peut contrer, l'équipe
    # contrée surcontrer, et trois passes de suite closent les enchères. Le contrat n'a pas
    # de points à atteindre : il n'affiche que le mode.
    Soit une partie de la variante "tests/data/encheres-sans-points.yaml" dont Nord est le donneur
    Et la règle "bidding.auction.levels" vaut none
    Alors Nord parle en premier
    Et Nord ne peut pas annoncer 80 à trèfle
    Mais Nord peut prendre à trèfle
    Quand Nord prend à carreau
    Alors Ouest ne peut pas prendre à trèfle
    Et Ouest ne peut pas prendre à carreau
    Mais Ouest peut prendre à cœur
    Et Ouest peut contrer
    Quand Ouest prend à pique
    Et Sud contre
    Alors Est peut surcontrer
    Et Est peut prendre à sans atout
    Mais Est ne peut pas prendre à cœur
    Quand Est passe
    Et Nord passe
    Et Ouest passe
    Alors le contrat est à pique contré pour EO

  @doc-004 @variante-bridgee
  Scénario: On peut surenchérir sur son partenaire, mais on ne contre que l'adversaire
    # 004 : on peut surenchérir sur un adversaire ou sur son partenaire pour le soutenir.
    # Sud est le partenaire de Nord (face à face) : il ne peut pas contrer son enchère.
    Soit une partie de la variante "bridgee" dont Nord est le donneur
    Et la règle "bidding.auction.overbid_partner" vaut true
    Et la règle "table.partnership" vaut facing
    Quand Nord annonce 80 à pique
    Alors Ouest peut contrer
    Quand Ouest passe
    Alors Sud ne peut pas contrer
    Mais Sud peut annoncer 90 à pique
    Quand Sud annonce 100 à cœur
    Et Est passe
    Et Nord passe
    Et Ouest passe
    Alors le contrat est 100 à cœur pour NS
    Et Ouest entame

  @doc-004 @variante-bridgee
  Scénario: Contre et surcontre n'arrêtent pas les enchères
    # 004 : comme au bridge, on peut contrer puis surcontrer, et cela ne stoppe pas
    # forcément les enchères. Une nouvelle enchère efface le contre ; le contrat final
    # garde le contre posé sur la dernière enchère.
    Soit une partie de la variante "bridgee" dont Nord est le donneur
    Et la règle "bidding.auction.contre" vaut true
    Et la règle "bidding.auction.surcontre" vaut true
    Et la règle "bidding.auction.contre_ends_auction" vaut false
    # « Comme au bridge » : après un contre, chacun parle encore à son tour, le partenaire du
    # contreur compris (ici Nord, après le contre de Sud).
    Et la règle "bidding.auction.after_contre" vaut every_seat
    # Pas de générale en 004 : l'entame suit la règle ordinaire.
    Et la règle "play.generale_lead" vaut as_usual
    Quand Nord annonce 80 à cœur
    Et Ouest contre
    Alors Sud peut surcontrer
    Quand Sud surcontre
    Alors Est peut annoncer 90 à pique
    Quand Est annonce 90 à pique
    Et Nord passe
    Et Ouest passe
    Alors Sud peut contrer
    Quand Sud contre
    Et Est passe
    Alors Nord peut annoncer 100 à cœur
    Quand Nord passe
    Et Ouest passe
    Alors le contrat est 90 à pique contré pour EO
    Et Ouest entame

  @doc-004 @variante-bridgee
  Scénario: Trois passes après une enchère terminent les enchères, et la dernière enchère est le contrat
    # 004 : la dernière enchère est le contrat à réaliser. Deux passes ne suffisent pas :
    # Est peut encore parler et relancer ; il faut trois passes de suite après une enchère.
    Soit une partie de la variante "bridgee" dont Nord est le donneur
    Et la règle "bidding.auction.end" vaut three_passes
    Quand Nord annonce 80 à pique
    Et Ouest passe
    Et Sud passe
    Alors Est peut annoncer 90 à carreau
    Quand Est annonce 90 à carreau
    Et Nord passe
    Et Ouest passe
    Alors Sud peut passer
    Quand Sud passe
    Alors le contrat est 90 à carreau pour EO
    Et Ouest entame

  @doc-004 @variante-bridgee
  Scénario: En bridgée, quatre passes sans enchère font redonner la donne
    # 004 ne dit pas ce qui arrive quand personne n'enchérit : la variante redistribue, sans
    # rien marquer, et la donne passe au voisin de droite, qui ouvre à son tour les enchères.
    Soit une partie de la variante "bridgee" dont Nord est le donneur
    Et la règle "bidding.auction.all_pass" vaut redeal
    Et la règle "deal.next_dealer" vaut after_dealer
    Quand tout le monde passe
    Alors on redistribue sans changer les scores
    Et le nouveau donneur est Ouest
    Et Ouest parle en premier
    Et chaque joueur a 8 cartes
    Et aucune carte n'est retournée
