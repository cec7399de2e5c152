# language: fr
@phase-donne
Fonctionnalité: La table, le paquet et la donne
  Avant de jouer la carte, il faut s'asseoir, couper, distribuer et savoir qui entame.
  Ces scénarios disent, variante par variante, combien on est autour de la table, dans quel
  sens tourne la parole, comment les cartes arrivent dans les mains et qui joue la première
  carte de chaque pli.

  # ------------------------------------------------------------------ la table

  @doc-000 @doc-002 @doc-003 @doc-004
  Plan du Scénario: Quatre joueurs, deux équipes face à face, et la parole passe au joueur de droite
    # Les quatre documents s'accordent : Nord et Sud contre Est et Ouest, et le joueur suivant
    # est assis à droite. Autour de la table, cela donne l'ordre Nord, Ouest, Sud, Est.
    # Le premier à parler n'est pas le même partout (voir « prise_encheres.feature »), mais
    # ensuite la parole tourne toujours dans ce sens.
    Soit une partie de la variante "<variante>" dont Nord est le donneur
    Et la règle "table.players" vaut 4
    Et la règle "table.partnership" vaut facing
    Et la règle "table.rotation" vaut counterclockwise
    Alors <premier> parle en premier
    Quand <premier> passe
    Alors <deuxieme> peut passer
    Quand <deuxieme> passe
    Alors <troisieme> peut passer
    Quand <troisieme> passe
    Alors <quatrieme> peut passer

    @variante-classic
    Exemples: le grand classique
      | variante    | premier | deuxieme | troisieme | quatrieme |
      | classic     | Ouest   | Sud      | Est       | Nord      |

    @variante-club
    Exemples: le club en ligne
      | variante    | premier | deuxieme | troisieme | quatrieme |
      | club        | Ouest   | Sud      | Est       | Nord      |

    @variante-traditional
    Exemples: le guide des joueurs
      | variante    | premier | deuxieme | troisieme | quatrieme |
      | traditional | Ouest   | Sud      | Est       | Nord      |

    @variante-bridgee
    Exemples: la belote bridgée
      | variante    | premier | deuxieme | troisieme | quatrieme |
      | bridgee     | Nord    | Ouest    | Sud       | Est       |

  @doc-000 @doc-002 @doc-003 @doc-004
  Plan du Scénario: Aucun module extérieur ne vient changer les règles
    # Aucun document ne fait appel à des règles venues d'ailleurs : chaque variante se suffit.
    Soit la variante "<variante>"
    Alors la règle "plugins" vaut []

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

    @variante-bridgee
    Exemples: la belote bridgée
      | variante    |
      | bridgee     |

  # ------------------------------------------------------------------ le paquet

  @doc-000 @doc-002 @doc-003 @doc-004
  Plan du Scénario: Trente-deux cartes et dix points pour le dernier pli
    # À l'atout cœur : 62 points d'atout (20 + 14 + 11 + 10 + 4 + 3) et 30 points dans chacune
    # des trois autres couleurs (11 + 10 + 4 + 3 + 2), soit 152, plus 10 de der = 162.
    # À sans atout (000, 004) : les as passent à 19, chaque couleur vaut 19 + 10 + 4 + 3 + 2 = 38,
    # 4 × 38 = 152, plus 10 de der = 162.
    # À tout atout (000, 004) : les quatre couleurs comptent comme l'atout, 4 × 62 = 248, plus
    # 10 de der = 258 (avant la réduction à 162).
    Soit une donne de la variante "<variante>" à <atout>
    Et la règle "deck.cards" vaut 32
    Et la règle "deck.dix_de_der" vaut 10
    Alors le paquet vaut <total> points avec le dix de der

    @variante-classic
    Exemples: le grand classique
      | variante        | atout        | total |
      | classic         | l'atout cœur | 162   |

    @variante-club
    Exemples: le club en ligne
      | variante        | atout        | total |
      | club            | l'atout cœur | 162   |

    @variante-club @option-sans-atout
    Exemples: le club en ligne, option sans atout
      | variante        | atout        | total |
      | club+sans-atout | sans atout   | 162   |

    @variante-club @option-tout-atout
    Exemples: le club en ligne, option tout atout
      | variante        | atout        | total |
      | club+tout-atout | tout atout   | 258   |

    @variante-traditional
    Exemples: le guide des joueurs
      | variante        | atout        | total |
      | traditional     | l'atout cœur | 162   |

    @variante-bridgee
    Exemples: la belote bridgée
      | variante        | atout        | total |
      | bridgee         | l'atout cœur | 162   |
      | bridgee         | sans atout   | 162   |
      | bridgee         | tout atout   | 258   |

  # ------------------------------------------------------------------ le premier donneur

  @doc-000 @doc-004
  Plan du Scénario: Le premier donneur est désigné au hasard
    # 000 et 004 tirent le premier donneur au sort. 002 n'en dit rien : la belote classique
    # garde ce tirage au sort.
    Soit la variante "<variante>"
    Alors la règle "deal.first_dealer" vaut random

    @variante-classic
    Exemples: le grand classique
      | variante |
      | classic  |

    @variante-club
    Exemples: le club en ligne
      | variante |
      | club     |

    @variante-bridgee
    Exemples: la belote bridgée
      | variante |
      | bridgee  |

  @doc-003 @variante-traditional
  Scénario: Autour d'une table, celui qui tire la plus petite carte donne le premier
    # 003 : chacun tire une carte et la plus petite désigne le premier donneur.
    Soit la variante "traditional"
    Alors la règle "deal.first_dealer" vaut lowest_card

  # ------------------------------------------------------------------ la coupe

  @doc-000 @doc-003
  Plan du Scénario: Le joueur à gauche du donneur coupe, en laissant au moins deux cartes par paquet
    # 000 et 003 font couper le voisin de gauche du donneur ; comme on tourne vers la droite,
    # c'est le joueur qui parle juste avant le donneur. Chaque paquet garde au moins deux
    # cartes. 002 et 004 ne parlent pas de la coupe : leurs variantes suivent cette règle.
    Soit la variante "<variante>"
    Alors la règle "deal.cut.by" vaut before_dealer
    Et la règle "deal.cut.min_packet" vaut 2

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

    @variante-bridgee
    Exemples: la belote bridgée
      | variante    |
      | bridgee     |

  # ------------------------------------------------------------------ la distribution

  @doc-000 @doc-002 @doc-003
  Plan du Scénario: Cinq cartes, une carte retournée, puis on complète la main de celui qui prend
    # Le donneur sert d'abord le joueur à sa droite. Chacun reçoit cinq cartes et la suivante
    # est retournée. Quand quelqu'un prend, il reçoit la retournée plus deux cartes
    # (5 + 1 + 2 = 8) et les trois autres en reçoivent trois (5 + 3 = 8) :
    # 20 + 1 + 2 + 3 × 3 = 32, le paquet entier est distribué.
    Soit une partie de la variante "<variante>" dont Nord est le donneur
    Et la règle "deal.first_receiver" vaut after_dealer
    Et la règle "deal.turned_card" vaut true
    Et la règle "deal.completion.taker" vaut 2
    Et la règle "deal.completion.others" vaut 3
    Et la règle "deck.cards" vaut 32
    Et la règle "deal.turned_card_to" vaut taker
    Et la règle "deal.bergere" vaut false
    Et la règle "deal.seven_exchange" vaut none
    Alors chaque joueur a 5 cartes
    Et une carte est retournée
    Quand Ouest passe
    Et Sud prend à la couleur retournée
    Alors le preneur a la carte retournée
    Et chaque joueur a 8 cartes

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

  @doc-002 @doc-003
  Plan du Scénario: Trois cartes puis deux, toujours dans cet ordre
    # 002 et 003 : un paquet de trois cartes à chacun, puis un de deux (3 + 2 = 5).
    Soit une partie de la variante "<variante>" dont Nord est le donneur
    Et la règle "deal.patterns" vaut ["3-2"]
    Alors chaque joueur a 5 cartes
    Et une carte est retournée

    @variante-classic
    Exemples: le grand classique
      | variante    |
      | classic     |

    @variante-traditional
    Exemples: le guide des joueurs
      | variante    |
      | traditional |

  @doc-000 @variante-club
  Scénario: Au club, le donneur peut servir trois puis deux cartes, ou deux puis trois
    # 000 admet les deux façons ; dans les deux cas chacun a cinq cartes avant la retournée.
    Soit une partie de la variante "club" dont Nord est le donneur
    Et la règle "deal.patterns" vaut ["3-2", "2-3"]
    Alors chaque joueur a 5 cartes
    Et une carte est retournée

  @doc-004 @variante-bridgee
  Scénario: En bridgée, chacun reçoit ses huit cartes d'un coup et rien n'est retourné
    # 004 (Distribution des cartes) : « 8 cartes distribuées par joueur pour un total de 32 » :
    # 4 × 8 = 32, il ne reste rien à retourner. 004 ne dit ni en combien de fois ni qui est
    # servi le premier : choix, un paquet de huit, en commençant par le joueur qui suit le
    # donneur.
    Soit une partie de la variante "bridgee" dont Nord est le donneur
    Et la règle "deal.patterns" vaut ["8"]
    Et la règle "deal.turned_card" vaut false
    Et la règle "deal.first_receiver" vaut after_dealer
    Et la règle "deck.cards" vaut 32
    Alors chaque joueur a 8 cartes
    Et aucune carte n'est retournée

  # ------------------------------------------------------------------ le donneur suivant

  @doc-000 @doc-002 @doc-003 @doc-004
  Plan du Scénario: Le joueur à droite du donneur devient le donneur suivant
    # 000, 002 et 003 : la donne passe au voisin de droite du donneur, ici de Nord à Ouest,
    # puis d'Ouest à Sud. 004 ne le dit pas ; la bridgée suit la même règle.
    # Avec Ouest donneur, le premier à parler est Sud (voisin de droite) dans la prise, et
    # Ouest lui-même en bridgée, où le donneur parle en premier.
    Soit une partie de la variante "<variante>" dont Nord est le donneur
    Et la règle "deal.next_dealer" vaut after_dealer
    Quand tout le monde passe
    Alors le nouveau donneur est Ouest
    Et <premier> parle en premier
    Quand tout le monde passe
    Alors le nouveau donneur est Sud

    @variante-classic
    Exemples: le grand classique
      | variante    | premier |
      | classic     | Sud     |

    @variante-club
    Exemples: le club en ligne
      | variante    | premier |
      | club        | Sud     |

    @variante-traditional
    Exemples: le guide des joueurs
      | variante    | premier |
      | traditional | Sud     |

    @variante-bridgee
    Exemples: la belote bridgée
      | variante    | premier |
      | bridgee     | Ouest   |

  # ------------------------------------------------------------------ le mélange

  @doc-002 @doc-003 @variante-classic
  Scénario: Dans la belote classique, on ne bat pas les cartes entre deux donnes
    # 002 ne parle pas du mélange. La variante garde l'usage commun : on bat le jeu une fois
    # au début de la partie, puis on ramasse et on coupe seulement (003 : « normalement »).
    Soit la variante "classic"
    Alors la règle "deal.shuffle.between_deals" vaut never
    Et la règle "deal.shuffle.after_passed_deals" vaut null

  @doc-000 @variante-club
  Scénario: Au club, on ne mélange que si les deux camps le veulent, et le programme rebat après quatre donnes sans preneur
    Soit la variante "club"
    Alors la règle "deal.shuffle.between_deals" vaut by_agreement
    Et la règle "deal.shuffle.after_passed_deals" vaut 4

  @doc-003 @variante-traditional
  Scénario: À la table, le donneur peut battre les cartes si on l'accepte, jamais d'office
    Soit la variante "traditional"
    Alors la règle "deal.shuffle.between_deals" vaut by_agreement
    Et la règle "deal.shuffle.after_passed_deals" vaut null

  @doc-004 @variante-bridgee
  Scénario: En bridgée, le logiciel bat les cartes avant chaque donne
    # 004 : c'est le logiciel qui distribue chaque donne ; on le lit comme un jeu neuf à
    # chaque fois (choix enregistré de la variante).
    Soit la variante "bridgee"
    Alors la règle "deal.shuffle.between_deals" vaut always
    Et la règle "deal.shuffle.after_passed_deals" vaut null

  # ------------------------------------------------------------------ la fausse donne

  @doc-003
  Plan du Scénario: Sans pénalité, une fausse donne est simplement redistribuée
    # 003 connaît deux écoles ; par défaut, pas de pénalité : le même donneur redistribue.
    # Les autres documents ne parlent pas de fausse donne et gardent cette école.
    Soit la variante "<variante>"
    Alors la règle "deal.misdeal.penalty" vaut redeal
    Et la règle "deal.misdeal.points" vaut 162

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

    @variante-bridgee
    Exemples: la belote bridgée
      | variante    |
      | bridgee     |

  @doc-003 @variante-traditional @option-fausse-donne
  Scénario: Avec la pénalité, une fausse donne rapporte 162 points aux adversaires du donneur
    # L'autre école de 003 : l'équipe adverse marque 162 points et la donne change de main.
    Soit la variante "traditional+fausse-donne"
    Alors la règle "deal.misdeal.penalty" vaut opponents_score
    Et la règle "deal.misdeal.points" vaut 162

  # ------------------------------------------------------------------ qui entame

  @doc-000 @doc-002 @doc-003 @doc-004
  Plan du Scénario: Le joueur qui suit le donneur entame le premier pli, quel que soit le preneur
    # 000, 002 et 003 : le voisin de droite du donneur entame ; 004 : le joueur placé après
    # le donneur. Ici Nord donne : c'est Ouest qui entame, même quand Nord a pris.
    Soit une partie de la variante "<variante>" dont Nord est le donneur
    Et la règle "play.first_lead" vaut after_dealer
    Quand <premier> <appel>
    Et <deuxieme> passe
    Et <troisieme> passe
    Et <quatrieme> <dernier>
    Alors Ouest entame

    @variante-classic
    Exemples: le grand classique
      | variante    | premier | appel              | deuxieme | troisieme | quatrieme | dernier                      |
      | classic     | Ouest   | passe              | Sud      | Est       | Nord      | prend à la couleur retournée |

    @variante-club
    Exemples: le club en ligne
      | variante    | premier | appel              | deuxieme | troisieme | quatrieme | dernier                      |
      | club        | Ouest   | passe              | Sud      | Est       | Nord      | prend à la couleur retournée |

    @variante-traditional
    Exemples: le guide des joueurs
      | variante    | premier | appel              | deuxieme | troisieme | quatrieme | dernier                      |
      | traditional | Ouest   | passe              | Sud      | Est       | Nord      | prend à la couleur retournée |

    @variante-bridgee
    Exemples: la belote bridgée
      | variante    | premier | appel              | deuxieme | troisieme | quatrieme | dernier                      |
      | bridgee     | Nord    | annonce 80 à pique | Ouest    | Sud       | Est       | passe                        |

  @doc-000 @doc-002 @doc-003 @doc-004
  Plan du Scénario: Celui qui remporte un pli entame le suivant
    # Nord a pris à cœur ; Nord donne, donc Ouest entame le premier pli.
    # Pli 1 : l'as de pique d'Ouest est la plus forte carte à pique : Ouest le gagne et entame.
    # Pli 2 : Nord n'a plus de pique et son partenaire n'est pas maître, il coupe du 7 de cœur
    #         et gagne : il entame le troisième pli.
    # Pli 3 : Nord joue le valet d'atout, le plus fort : il garde la main.
    Soit une donne de la variante "<variante>" à l'atout cœur
    Et la règle "play.next_lead" vaut trick_winner
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | 9♠ A♦ 7♥ V♥ 10♥ A♥ D♥ R♥ |
      | Ouest  | A♠ 10♠ 7♣ 8♣ 9♣ 7♦ 8♦ 9♦ |
      | Sud    | 7♠ V♠ 8♥ 9♥ 10♣ V♣ D♣ R♣ |
      | Est    | 8♠ D♠ R♠ A♣ 10♦ V♦ D♦ R♦ |
    Quand on joue les plis :
      | entame | cartes        |
      | Ouest  | A♠ 7♠ 8♠ 9♠   |
      | Ouest  | 10♠ V♠ D♠ 7♥  |
      | Nord   | V♥ 7♣ 8♥ 10♦  |
    Alors les plis reviennent à Ouest, Nord, Nord

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

    @variante-bridgee
    Exemples: la belote bridgée
      | variante    |
      | bridgee     |
