# language: fr
@phase-decompte
Fonctionnalité: Le décompte de la donne
  Une fois le dernier pli ramassé, on compte les points : le contrat est-il rempli, le
  preneur est-il dedans, y a-t-il litige ou capot ? Les documents ne comptent pas tous de la
  même façon : chaque manière de compter a ses scénarios, joués sur la variante qui la suit.
  Les plis sont donnés en points bruts, dix de der compris (162 au total, 258 à tout atout).

  # ------------------------------------------------------------ qui doit battre qui

  Plan du Scénario: Le preneur qui fait plus de points que la défense remplit son contrat
    Soit la variante "<variante>"
    Et la règle "scoring.contract.beat_defence" vaut true
    Et la règle "scoring.outcomes.made.taker.contract" vaut false
    Et la règle "scoring.outcomes.made.defence.base" vaut points
    # Ces variantes n'ont ni enchère ni contre : les multiplicateurs sont là sans servir.
    Et la règle "scoring.outcomes.made.taker.multiply" vaut [contract]
    Et un contrat pris par NS à l'atout cœur
    Et les plis valent 92 pour NS et 70 pour EO
    Quand on compte la donne
    Alors la donne est "faite"
    # Chaque équipe marque ses propres points ; le club arrondit 92 à 90.
    Et la marque est <ns> pour NS et <eo> pour EO

    @doc-002 @variante-classic
    Exemples:
      | variante    | ns | eo |
      | classic     | 92 | 70 |

    @doc-003 @variante-traditional
    Exemples:
      | variante    | ns | eo |
      | traditional | 92 | 70 |

    @doc-000 @variante-club
    Exemples:
      | variante | ns | eo |
      | club     | 90 | 70 |

  Plan du Scénario: Les annonces du preneur l'aident à remplir son contrat
    Soit la variante "<variante>"
    Et la règle "scoring.contract.counts.taker.annonces" vaut true
    Et un contrat pris par NS à l'atout cœur
    Et les plis valent 72 pour NS et 90 pour EO
    Et l'équipe NS a 20 points d'annonces
    Quand on compte la donne
    # 72 + 20 = 92 contre 90 : sans la tierce, NS serait dedans.
    Alors la donne est "faite"
    Et la marque est <ns> pour NS et <eo> pour EO

    @doc-002 @variante-classic
    Exemples:
      | variante    | ns | eo |
      | classic     | 92 | 90 |

    @doc-003 @variante-traditional
    Exemples:
      | variante    | ns | eo |
      | traditional | 92 | 90 |

    @doc-000 @variante-club
    Exemples:
      | variante | ns | eo |
      | club     | 90 | 90 |

  Plan du Scénario: La belote du preneur l'aide à remplir son contrat
    Soit la variante "<variante>"
    Et la règle "scoring.contract.counts.taker.belote" vaut true
    Et un contrat pris par NS à l'atout cœur
    Et les plis valent 72 pour NS et 90 pour EO
    Et l'équipe NS a la belote
    Quand on compte la donne
    # 72 + 20 de belote = 92 contre 90.
    Alors la donne est "faite"
    Et la marque est <ns> pour NS et <eo> pour EO

    @doc-002 @variante-classic
    Exemples:
      | variante    | ns | eo |
      | classic     | 92 | 90 |

    @doc-003 @variante-traditional
    Exemples:
      | variante    | ns | eo |
      | traditional | 92 | 90 |

    @doc-000 @variante-club
    Exemples:
      | variante | ns | eo |
      | club     | 90 | 90 |

  Plan du Scénario: Les annonces de la défense comptent contre le preneur, et la défense les garde
    Soit la variante "<variante>"
    Et la règle "scoring.contract.beat_defence" vaut true
    Et la règle "scoring.outcomes.dedans.defence.annonces" vaut all
    Et un contrat pris par NS à l'atout cœur
    Et les plis valent 90 pour NS et 72 pour EO
    Et l'équipe EO a 20 points d'annonces
    Quand on compte la donne
    # 90 contre 72 + 20 = 92 : NS est dedans malgré ses plis.
    Alors la donne est "dedans"
    # Classique et guide : 162 + 20 = 182. Club : 160 + 0 (une prise n'a pas de montant) + 20 = 180.
    Et la marque est 0 pour NS et <eo> pour EO

    @doc-002 @variante-classic
    Exemples:
      | variante    | eo  |
      | classic     | 182 |

    @doc-003 @variante-traditional
    Exemples:
      | variante    | eo  |
      | traditional | 182 |

    @doc-000 @variante-club
    Exemples:
      | variante | eo  |
      | club     | 180 |

  @doc-004 @variante-bridgee
  Scénario: En bridgée, un contrat de 80 se remplit avec 82 points
    Soit la variante "bridgee"
    Et la règle "scoring.contract.reach_bid" vaut true
    Et la règle "scoring.outcomes.made.taker.contract" vaut true
    Et la règle "scoring.outcomes.made.defence.base" vaut points
    Et un contrat pris par NS à l'atout cœur pour 80
    Et les plis valent 82 pour NS et 80 pour EO
    Quand on compte la donne
    Alors la donne est "faite"
    # NS : 82 de plis + 80 de contrat = 162 ; EO : ses 80 points.
    Et la marque est 162 pour NS et 80 pour EO

  @doc-004 @variante-bridgee
  Scénario: En bridgée, 81 partout fait chuter un contrat de 80, il n'y a pas de litige
    Soit la variante "bridgee"
    # 004 dit à la fois « partie nulle » et « contrat perdu » à 81 : la variante retient la chute.
    Et la règle "scoring.litige.enabled" vaut false
    Et la règle "scoring.contract.reach_bid" vaut true
    Et un contrat pris par NS à l'atout cœur pour 80
    Et les plis valent 81 pour NS et 81 pour EO
    Quand on compte la donne
    Alors la donne est "dedans"
    # La défense : 160 + 80 de contrat = 240.
    Et la marque est 0 pour NS et 240 pour EO
    Et 0 points restent en attente

  @doc-004 @variante-bridgee
  Scénario: En bridgée, un contrat fait même juste est gagné, même si la défense a plus
    Soit la variante "bridgee"
    # 004, Marque : un contrat fait, « même juste », est gagné ; 80 demande tout de même 82.
    Et la règle "scoring.contract.reach_bid" vaut true
    Et la règle "scoring.contract.beat_defence" vaut false
    Et la règle "scoring.contract.minimum" vaut 82
    # Juste son enchère, pas davantage.
    Et la règle "scoring.contract.margin" vaut 0
    Et un contrat pris par NS à l'atout cœur pour 90
    Et les plis valent 90 pour NS et 72 pour EO
    Et l'équipe EO a la belote
    Quand on compte la donne
    # NS atteint ses 90 ; EO a 72 + 20 de belote = 92, plus que NS : peu importe.
    Alors la donne est "faite"
    # NS : 90 + 90 de contrat = 180 ; EO : 72 + 20 = 92.
    Et la marque est 180 pour NS et 92 pour EO

  @doc-004 @variante-bridgee
  Scénario: En bridgée, battre la défense ne suffit pas si l'on n'atteint pas son enchère
    Soit la variante "bridgee"
    Et la règle "scoring.contract.reach_bid" vaut true
    Et un contrat pris par NS à l'atout pique pour 110
    Et les plis valent 100 pour NS et 62 pour EO
    Quand on compte la donne
    # 100 est plus que 62 mais moins que les 110 promis.
    Alors la donne est "dedans"
    # La défense : 160 + 110 = 270.
    Et la marque est 0 pour NS et 270 pour EO

  @doc-004 @variante-bridgee
  Scénario: En bridgée, la belote du preneur compte pour atteindre son enchère
    Soit la variante "bridgee"
    # 004 ne dit pas si la belote compte pour le contrat : la variante la compte (choix noté).
    Et la règle "scoring.contract.counts.taker.belote" vaut true
    # 004 se joue sans annonces : elles ne peuvent pas compter.
    Et la règle "scoring.contract.counts.taker.annonces" vaut false
    Et un contrat pris par NS à l'atout cœur pour 100
    Et les plis valent 82 pour NS et 80 pour EO
    Et l'équipe NS a la belote
    Quand on compte la donne
    # 82 + 20 = 102, au moins 100 et plus que 80.
    Alors la donne est "faite"
    # NS : 82 + 100 de contrat + 20 de belote = 202.
    Et la marque est 202 pour NS et 80 pour EO

  @doc-004 @variante-bridgee
  Scénario: En bridgée, la défense marque ses points et sa belote quand le contrat est rempli
    Soit la variante "bridgee"
    Et la règle "scoring.outcomes.made.defence.base" vaut points
    Et un contrat pris par NS à l'atout trèfle pour 90
    Et les plis valent 112 pour NS et 50 pour EO
    Et l'équipe EO a la belote
    Quand on compte la donne
    Alors la donne est "faite"
    # NS : 112 + 90 = 202 ; EO : 50 + 20 de belote = 70.
    Et la marque est 202 pour NS et 70 pour EO

  @doc-004 @variante-bridgee
  Scénario: En bridgée, un contrat à sans atout se compte comme à la couleur
    Soit la variante "bridgee"
    Et la règle "scoring.outcomes.made.taker.contract" vaut true
    Et un contrat pris par NS à sans atout pour 90
    Et les plis valent 102 pour NS et 60 pour EO
    Quand on compte la donne
    Alors la donne est "faite"
    # Le sans atout fait déjà 162 : rien à ramener. NS : 102 + 90 = 192.
    Et la marque est 192 pour NS et 60 pour EO

  # ------------------------------------------------------------ dedans

  Plan du Scénario: Preneur dedans : la défense marque 162 et ses annonces, le preneur garde sa belote
    Soit la variante "<variante>"
    Et la règle "scoring.outcomes.dedans.defence.base" vaut 162
    Et la règle "scoring.outcomes.dedans.defence.contract" vaut false
    Et la règle "scoring.outcomes.dedans.defence.annonces" vaut all
    Et un contrat pris par NS à l'atout cœur
    Et les plis valent 60 pour NS et 102 pour EO
    Et l'équipe NS a 20 points d'annonces
    Et l'équipe NS a la belote
    Quand on compte la donne
    # NS : 60 + 20 + 20 = 100 contre 102 pour EO.
    Alors la donne est "dedans"
    # EO : 162 + la tierce de NS (20) = 182 ; NS ne garde que sa belote.
    Et la marque est 20 pour NS et 182 pour EO

    @doc-002 @variante-classic
    Exemples:
      | variante |
      | classic  |

    @doc-003 @variante-traditional
    Exemples:
      | variante    |
      | traditional |

  @doc-000 @variante-club
  Scénario: Au club, la chute vaut 160, plus le contrat et les annonces du preneur
    Soit la variante "club"
    Et la règle "scoring.outcomes.dedans.defence.base" vaut 160
    # Une prise n'a pas de montant : le contrat ajouté vaut 0 (choix noté de la variante).
    Et la règle "scoring.outcomes.dedans.defence.contract" vaut true
    Et la règle "scoring.outcomes.dedans.defence.annonces" vaut all
    Et un contrat pris par NS à l'atout cœur
    Et les plis valent 60 pour NS et 102 pour EO
    Et l'équipe NS a 20 points d'annonces
    Et l'équipe NS a la belote
    Quand on compte la donne
    Alors la donne est "dedans"
    # EO : 160 + 0 + 20 = 180 ; NS : sa belote, 20.
    Et la marque est 20 pour NS et 180 pour EO

  @doc-004 @variante-bridgee
  Scénario: En bridgée, la chute vaut 160 plus le contrat, le preneur garde sa belote
    Soit la variante "bridgee"
    Et la règle "scoring.outcomes.dedans.defence.base" vaut 160
    Et la règle "scoring.outcomes.dedans.defence.contract" vaut true
    # Pas d'annonces en 004 : cette règle n'a rien à compter.
    Et la règle "scoring.outcomes.dedans.defence.annonces" vaut own
    Et un contrat pris par NS à l'atout cœur pour 120
    Et les plis valent 90 pour NS et 72 pour EO
    Et l'équipe NS a la belote
    Quand on compte la donne
    # 90 + 20 = 110, moins que 120.
    Alors la donne est "dedans"
    # EO : 160 + 120 = 280 ; NS : sa belote.
    Et la marque est 20 pour NS et 280 pour EO

  # ------------------------------------------------------------ litige

  Plan du Scénario: 81 partout : la défense marque ses points, ceux du preneur attendent
    Soit la variante "<variante>"
    Et la règle "scoring.litige.enabled" vaut true
    Et la règle "scoring.litige.taker_points" vaut held
    Et un contrat pris par NS à l'atout cœur
    Et les plis valent 81 pour NS et 81 pour EO
    Quand on compte la donne
    Alors la donne est "litige"
    # Le club arrondit la marque de la défense : 81 → 80. Les points en attente ne sont
    # pas encore marqués ; l'arrondi se fera quand ils le seront (voir plus bas).
    Et la marque est 0 pour NS et <eo> pour EO
    Et 81 points restent en attente

    @doc-002 @variante-classic
    Exemples:
      | variante | eo |
      | classic  | 81 |

    @doc-003 @variante-traditional
    Exemples:
      | variante    | eo |
      | traditional | 81 |

    @doc-000 @variante-club
    Exemples:
      | variante | eo |
      | club     | 80 |

  Plan du Scénario: En litige, le preneur garde sa belote
    Soit la variante "<variante>"
    Et la règle "scoring.litige.held_belote" vaut false
    Et un contrat pris par NS à l'atout cœur
    Et les plis valent 71 pour NS et 91 pour EO
    Et l'équipe NS a la belote
    Quand on compte la donne
    # 71 + 20 = 91 partout.
    Alors la donne est "litige"
    # La défense marque 91 (90 au club) ; NS marque sa belote ; ses 71 points attendent.
    Et la marque est 20 pour NS et <eo> pour EO
    Et 71 points restent en attente

    @doc-002 @variante-classic
    Exemples:
      | variante | eo |
      | classic  | 91 |

    @doc-000 @variante-club
    Exemples:
      | variante | eo |
      | club     | 90 |

  @doc-003 @variante-traditional
  Scénario: Dans le guide, la belote du preneur attend avec ses points en cas de litige
    # 003 (Litiges) : « S'il y avait belote, l'équipe qui a pris ne la touche pas. » Le guide
    # ne dit pas où elle va : choix, elle attend avec les autres points du preneur, « remis au
    # vainqueur suivant ».
    Soit la variante "traditional"
    Et la règle "scoring.litige.held_belote" vaut true
    Et un contrat pris par NS à l'atout cœur
    Et les plis valent 71 pour NS et 91 pour EO
    Et l'équipe NS a la belote
    Quand on compte la donne
    Alors la donne est "litige"
    # Le preneur ne touche pas sa belote : 71 + 20 = 91 points en attente.
    Et la marque est 0 pour NS et 91 pour EO
    Et 91 points restent en attente

  Plan du Scénario: Les points en attente vont au preneur qui remplit la donne suivante
    Soit la variante "<variante>"
    Et la règle "scoring.litige.awarded_to" vaut next_winner
    Et 81 points sont en attente d'un litige
    Et un contrat pris par NS à l'atout pique
    Et les plis valent 100 pour NS et 62 pour EO
    Quand on compte la donne
    Alors la donne est "faite"
    # NS : 100 + 81 = 181 (180 au club, et 62 → 60).
    Et la marque est <ns> pour NS et <eo> pour EO
    Et 0 points restent en attente

    @doc-002 @variante-classic
    Exemples:
      | variante | ns  | eo |
      | classic  | 181 | 62 |

    @doc-003 @variante-traditional
    Exemples:
      | variante    | ns  | eo |
      | traditional | 181 | 62 |

    @doc-000 @variante-club
    Exemples:
      | variante | ns  | eo |
      | club     | 180 | 60 |

  @doc-000 @variante-club
  Scénario: Au club, les points en attente s'ajoutent à la marque avant l'arrondi
    # 000 (Le décompte) : les points des preneurs d'un litige « seront offerts en bonus aux
    # vainqueurs de la prochaine prise », et « le programme arrondi les points à la dizaine la
    # plus proche ». Le club ne dit pas dans quel ordre : choix, les 81 points attendent tels
    # quels et s'ajoutent à la marque du vainqueur avant l'arrondi.
    Soit la variante "club"
    Et la règle "scoring.litige.taker_points" vaut held
    Et la règle "scoring.rounding.method" vaut each_team
    # La feuille de marque compte en points, pas en dizaines.
    Et la règle "scoring.unit" vaut 1
    Et 81 points sont en attente d'un litige
    Et un contrat pris par NS à l'atout pique
    Et les plis valent 84 pour NS et 78 pour EO
    Quand on compte la donne
    Alors la donne est "faite"
    # NS : 84 + 81 = 165, arrondi à 170 (arrondis chacun de leur côté, 80 + 80 ne feraient
    # que 160) ; EO : 78, arrondi à 80.
    Et la marque est 170 pour NS et 80 pour EO
    Et 0 points restent en attente

  @regles-BGE
  Scénario: Belote bulgare — la feuille de marque compte en dizaines
    # BGE (Official rules for "Belot", Scoring) : les deux équipes inscrivent leurs points
    # divisés par dix et arrondis ; la partie se joue en 151. Ici la donne d'un classique
    # arrondi à la dizaine, inscrite en dizaines.
    Soit la variante "classic"
    Et la règle "scoring.rounding.method" est mise à each_team
    Et la règle "scoring.unit" est mise à 10
    Et un contrat pris par NS à l'atout cœur
    Et les plis valent 85 pour NS et 77 pour EO
    Quand on compte la donne
    Alors la donne est "faite"
    # 85 s'arrondit à 90 et s'inscrit 9 ; 77 à 80, inscrit 8.
    Et la marque est 9 pour NS et 8 pour EO

  @regles-BGE
  Plan du Scénario: Belote bulgare — le camp qui a le moins arrondit vers le haut au chiffre de partage
    # BGE (Rounding) : à la couleur, l'arrondi pose problème quand le score finit par 6, à
    # tout atout par 4 ; alors le camp qui a le moins de points arrondit vers le haut, l'autre
    # vers le bas, pour que les deux marques fassent toujours 16 (162) ou 26 (258).
    Soit la variante "classic"
    Et la règle "bidding.modes.tout_atout" est mise à true
    Et la règle "scoring.tout_atout_scaling.enabled" est mise à false
    Et la règle "scoring.rounding.method" est mise à split
    Et la règle "scoring.rounding.split_digit" est mise à {suit: 6, sans_atout: 5, tout_atout: 4}
    Et la règle "scoring.unit" est mise à 10
    Et un contrat pris par EO <contrat>
    Et les plis valent <ns> pour NS et <eo> pour EO
    Quand on compte la donne
    Alors la donne est "faite"
    Et la marque est <marque ns> pour NS et <marque eo> pour EO

    Exemples:
      | contrat          | ns  | eo  | marque ns | marque eo |
      | à l'atout cœur   | 56  | 106 | 6         | 10        |
      | à l'atout cœur   | 6   | 156 | 1         | 15        |
      | à l'atout cœur   | 65  | 97  | 6         | 10        |
      | à tout atout     | 34  | 224 | 4         | 22        |
      | à tout atout     | 84  | 174 | 9         | 17        |

  @regles-BGE @variante-classic
  Scénario: Avec le chiffre de partage 5, un score finissant par 5 ne monte que pour le camp qui a le moins
    # Le chiffre de partage commun est 5 (sans effet tant qu'on n'arrondit pas ainsi) ;
    # BGE ne connaît pas d'arrondi difficile à sans atout, où les points vont par deux.
    # La feuille de marque du classique compte en points.
    Soit la variante "classic"
    Et la règle "scoring.unit" vaut 1
    Et la règle "scoring.rounding.split_digit" vaut {suit: 5, sans_atout: 5, tout_atout: 5}
    Et la règle "scoring.rounding.method" est mise à split
    Et un contrat pris par NS à l'atout cœur
    Et les plis valent 85 pour NS et 77 pour EO
    Quand on compte la donne
    Alors la donne est "faite"
    # NS, qui a le plus, descend à 80 ; EO, 77, monte à 80 (7 est au-dessus de 5).
    Et la marque est 80 pour NS et 80 pour EO

  @regles-BGE
  Scénario: Belote bulgare — en litige, la défense arrondit vers le bas et les points en attente vers le haut
    # BGE (Rounding) : 106 partout à la couleur, grâce à une annonce de 50 ; « the non-bidding
    # team wins 10 points and 11 points are left hanging ».
    Soit la variante "classic"
    Et la règle "scoring.rounding.method" est mise à split
    Et la règle "scoring.rounding.split_digit" est mise à {suit: 6, sans_atout: 5, tout_atout: 4}
    Et la règle "scoring.unit" est mise à 10
    Et un contrat pris par NS à l'atout pique
    Et les plis valent 56 pour NS et 106 pour EO
    Et l'équipe NS a 50 points d'annonces
    Quand on compte la donne
    Alors la donne est "litige"
    Et la marque est 0 pour NS et 10 pour EO
    Et 11 points restent en attente

  @regles-BGE
  Plan du Scénario: Belote bulgare — contré, une égalité met en attente tous les points de la donne
    # BGE (Scoring) : contré, l'équipe qui a le plus de points marque tous les points,
    # doublés ; « when there was a double or a redouble declared all points remain for the
    # winner of the next game ». Sans contre, seuls les points du preneur attendent. Ce que
    # le contrat réussi donnerait au preneur est mis en attente : contré, tout, doublé.
    Soit la variante "pagat-coinche"
    Et la règle "scoring.contract.beat_defence" est mise à true
    Et la règle "scoring.litige.enabled" est mise à true
    Et la règle "scoring.litige.held_belote" est mise à true
    Et la règle "scoring.litige.taker_points" est mise à as_made
    Et la règle "scoring.outcomes.made.taker.contract" est mise à false
    Et la règle "scoring.outcomes.made_contre" est mise à {taker: {base: all_points, contract: false, annonces: all, belote: all, multiply: [base, annonces, belote]}, defence: {base: 0, annonces: none, belote: none, multiply: []}}
    Et la règle "scoring.rounding.method" est mise à split
    Et la règle "scoring.rounding.split_digit" est mise à {suit: 6, sans_atout: 5, tout_atout: 4}
    Et la règle "scoring.unit" est mise à 10
    Et un contrat pris par NS à l'atout cœur <enchère>
    Et les plis valent 56 pour NS et 106 pour EO
    Et l'équipe NS a 50 points d'annonces
    Quand on compte la donne
    Alors la donne est "litige"
    Et la marque est 0 pour NS et <eo> pour EO
    Et <attente> points restent en attente

    Exemples:
      | enchère        | eo | attente |
      | pour 80        | 10 | 11      |
      | pour 80 contré | 0  | 42      |

  @regles-BGE
  Plan du Scénario: Belote bulgare — un contrat surcontré s'arrondit avant d'être multiplié
    # BGE (Scoring) : surcontré, l'équipe qui a le plus de points marque tous les points
    # quadruplés ; la feuille en dizaines quadruple les dizaines arrondies : 162 font 16,
    # quadruplés 64 (648 arrondis donneraient 65).
    Soit la variante "pagat-coinche"
    Et la règle "scoring.outcomes.made_contre" est mise à {taker: {base: all_points, contract: false, annonces: all, belote: all, multiply: [base, annonces, belote]}, defence: {base: 0, annonces: none, belote: none, multiply: []}}
    Et la règle "scoring.rounding.method" est mise à split
    Et la règle "scoring.rounding.split_digit" est mise à {suit: 6, sans_atout: 5, tout_atout: 4}
    Et la règle "scoring.unit" est mise à 10
    Et la règle "scoring.rounding.multiplier" est mise à <multiplicateur>
    Et un contrat pris par NS à l'atout cœur pour 80 surcontré
    Et les plis valent 100 pour NS et 62 pour EO
    Quand on compte la donne
    Alors la donne est "faite"
    Et la marque est <ns> pour NS et 0 pour EO

    Exemples:
      | multiplicateur | ns |
      | before         | 64 |
      | after          | 65 |

  Plan du Scénario: Les points en attente vont à la défense si c'est elle qui gagne la donne suivante
    Soit la variante "<variante>"
    Et la règle "scoring.litige.awarded_to" vaut next_winner
    Et 81 points sont en attente d'un litige
    Et un contrat pris par NS à l'atout pique
    Et les plis valent 60 pour NS et 102 pour EO
    Quand on compte la donne
    Alors la donne est "dedans"
    # EO : 162 + 81 = 243 ; au club 160 + 81 = 241, arrondi à 240.
    Et la marque est 0 pour NS et <eo> pour EO
    Et 0 points restent en attente

    @doc-002 @variante-classic
    Exemples:
      | variante | eo  |
      | classic  | 243 |

    @doc-003 @variante-traditional
    Exemples:
      | variante    | eo  |
      | traditional | 243 |

    @doc-000 @variante-club
    Exemples:
      | variante | eo  |
      | club     | 240 |

  # ------------------------------------------------------------ capot

  Plan du Scénario: Le capot vaut 250 points au lieu de 162
    Soit la variante "<variante>"
    # Le capot, c'est faire tous les plis (003, « Capot ») : à quatre, une équipe entière les
    # fait, elle marque le capot en entier et le dix de der n'est pas compté à côté. Les règles
    # de marque chacun pour soi (le preneur contre chaque défenseur, les points de la défense
    # partagés ou non) n'y ont pas d'effet : la défense est une équipe.
    Et la règle "table.players" vaut 4
    Et la règle "table.partnership" vaut facing
    Et la règle "scoring.capot.players" vaut side
    Et la règle "scoring.capot.share" vaut whole
    Et la règle "scoring.capot.dix_de_der_kept" vaut never
    Et la règle "scoring.contract.defence" vaut together
    Et la règle "scoring.defence_lines" vaut each
    Et la règle "scoring.capot.by" vaut tricks
    Et la règle "scoring.capot.kind" vaut flat
    Et la règle "scoring.capot.points" vaut 250
    Et la règle "scoring.capot.announced.enabled" vaut false
    Et un contrat pris par NS à l'atout cœur
    Et les plis valent 162 pour NS et 0 pour EO
    Et l'équipe NS a fait capot
    Quand on compte la donne
    Alors la donne est "capot"
    Et la marque est 250 pour NS et 0 pour EO

    @doc-002 @variante-classic
    Exemples:
      | variante |
      | classic  |

    # 003 dit aussi « 90 points de plus » ailleurs : la variante retient 250 (choix noté).
    @doc-003 @variante-traditional
    Exemples:
      | variante    |
      | traditional |

  @doc-000 @variante-club
  Scénario: Au club, le capot porte le dix de der à 100
    Soit la variante "club"
    Et la règle "scoring.capot.kind" vaut der_bonus
    Et la règle "scoring.capot.dix_de_der" vaut 100
    Et un contrat pris par NS à l'atout cœur
    Et les plis valent 162 pour NS et 0 pour EO
    Et l'équipe NS a fait capot
    Quand on compte la donne
    Alors la donne est "capot"
    # 152 de cartes + 100 de der = 252, que le club arrondit à 250.
    Et la marque est 250 pour NS et 0 pour EO

  @doc-002 @variante-classic
  Scénario: En classique, la défense qui met le preneur capot marque 250
    Soit la variante "classic"
    Et la règle "scoring.outcomes.capot_against" vaut {defence: {base: points}}
    Et un contrat pris par NS à l'atout cœur
    Et les plis valent 0 pour NS et 162 pour EO
    Et l'équipe EO a fait capot
    Et l'équipe NS a la belote
    Quand on compte la donne
    Alors la donne est "dedans"
    # L'équipe qui fait les huit plis marque 250, qu'elle ait pris ou non ; NS garde sa belote.
    Et la marque est 20 pour NS et 250 pour EO

  @doc-000 @variante-club
  Scénario: Au club, la défense qui met le preneur capot marque le capot, pas la chute
    Soit la variante "club"
    Et la règle "scoring.outcomes.capot_against" vaut {defence: {base: points}}
    Et un contrat pris par NS à l'atout cœur
    Et les plis valent 0 pour NS et 162 pour EO
    Et l'équipe EO a fait capot
    Quand on compte la donne
    Alors la donne est "dedans"
    # 252 arrondi à 250, au lieu des 160 d'une chute ordinaire.
    Et la marque est 0 pour NS et 250 pour EO

  @doc-003 @variante-traditional
  Scénario: Dans le guide, le preneur mis capot donne 162 points à la défense
    Soit la variante "traditional"
    Et la règle "scoring.outcomes.capot_against" vaut {}
    Et un contrat pris par NS à l'atout cœur
    Et les plis valent 0 pour NS et 162 pour EO
    Et l'équipe EO a fait capot
    Quand on compte la donne
    Alors la donne est "dedans"
    Et la marque est 0 pour NS et 162 pour EO

  @doc-003 @variante-traditional @option-capot-demande
  Scénario: Le capot demandé et réussi vaut 500 points
    Soit la variante "traditional+capot-demande"
    Et la règle "scoring.capot.announced.enabled" vaut true
    Et la règle "scoring.capot.announced.contract" vaut 250
    Et un contrat pris par NS à l'atout cœur pour capot
    Et les plis valent 162 pour NS et 0 pour EO
    Et l'équipe NS a fait capot
    Quand on compte la donne
    Alors la donne est "capot"
    # 250 de capot + 250 de contrat.
    Et la marque est 500 pour NS et 0 pour EO

  @doc-003 @variante-traditional @option-capot-demande
  Scénario: Le capot demandé et réussi avec la belote vaut 520 points
    Soit la variante "traditional+capot-demande"
    Et la règle "scoring.capot.announced.contract" vaut 250
    Et un contrat pris par NS à l'atout cœur pour capot
    Et les plis valent 162 pour NS et 0 pour EO
    Et l'équipe NS a fait capot
    Et l'équipe NS a la belote
    Quand on compte la donne
    Alors la donne est "capot"
    Et la marque est 520 pour NS et 0 pour EO

  @doc-004 @variante-bridgee
  Scénario: En bridgée, un capot non annoncé fait 250 points plus le contrat
    Soit la variante "bridgee"
    Et la règle "scoring.capot.kind" vaut flat
    Et la règle "scoring.capot.points" vaut 250
    Et un contrat pris par NS à l'atout cœur pour 100
    Et les plis valent 162 pour NS et 0 pour EO
    Et l'équipe NS a fait capot
    Quand on compte la donne
    Alors la donne est "capot"
    # Points faits 250 + contrat 100.
    Et la marque est 350 pour NS et 0 pour EO

  @doc-004 @variante-bridgee
  Scénario: En bridgée, le preneur mis capot chute comme un autre
    Soit la variante "bridgee"
    # 004 ne parle pas de ce cas : la variante applique la chute ordinaire (choix noté).
    Et la règle "scoring.outcomes.capot_against" vaut {}
    Et un contrat pris par NS à l'atout cœur pour 100
    Et les plis valent 0 pour NS et 162 pour EO
    Et l'équipe EO a fait capot
    Quand on compte la donne
    Alors la donne est "dedans"
    # 160 + 100.
    Et la marque est 0 pour NS et 260 pour EO

  @doc-004 @variante-bridgee
  Scénario: En bridgée, le capot annoncé et réussi compte 250 de contrat et 250 de points
    Soit la variante "bridgee"
    Et la règle "scoring.capot.announced.enabled" vaut true
    Et la règle "scoring.capot.announced.contract" vaut 250
    Et un contrat pris par NS à l'atout pique pour capot
    Et les plis valent 162 pour NS et 0 pour EO
    Et l'équipe NS a fait capot
    Quand on compte la donne
    Alors la donne est "capot"
    Et la marque est 500 pour NS et 0 pour EO

  @doc-004 @variante-bridgee
  Scénario: En bridgée, le capot annoncé, contré et réussi est doublé
    Soit la variante "bridgee"
    Et la règle "scoring.contre.contre" vaut 2
    Et un contrat pris par NS à l'atout pique pour capot contré
    Et les plis valent 162 pour NS et 0 pour EO
    Et l'équipe NS a fait capot
    Quand on compte la donne
    Alors la donne est "capot"
    # (250 + 250) × 2.
    Et la marque est 1000 pour NS et 0 pour EO

  @doc-004 @variante-bridgee
  Scénario: En bridgée, le capot annoncé, surcontré et réussi est quadruplé
    Soit la variante "bridgee"
    Et la règle "scoring.contre.surcontre" vaut 4
    Et un contrat pris par NS à l'atout pique pour capot surcontré
    Et les plis valent 162 pour NS et 0 pour EO
    Et l'équipe NS a fait capot
    Quand on compte la donne
    Alors la donne est "capot"
    # (250 + 250) × 4.
    Et la marque est 2000 pour NS et 0 pour EO

  @doc-004 @variante-bridgee
  Scénario: En bridgée, le capot annoncé et manqué donne 160 plus 250 à la défense
    Soit la variante "bridgee"
    Et la règle "scoring.capot.announced.contract" vaut 250
    Et un contrat pris par NS à l'atout pique pour capot
    # NS a laissé un pli à EO.
    Et les plis valent 140 pour NS et 22 pour EO
    Quand on compte la donne
    Alors la donne est "dedans"
    # 160 + 250 de contrat annoncé.
    Et la marque est 0 pour NS et 410 pour EO

  # ------------------------------------------------------------ contre et surcontre

  @doc-004 @variante-bridgee
  Scénario: En bridgée, un contrat contré et rempli double les points et le contrat du preneur
    Soit la variante "bridgee"
    # 004 donne les multiplicateurs pour le capot ; la variante les applique à tout contrat (choix noté).
    Et la règle "scoring.contre.contre" vaut 2
    Et la règle "scoring.outcomes.made.taker.multiply" vaut [base, contract]
    Et un contrat pris par NS à l'atout cœur pour 100 contré
    Et les plis valent 110 pour NS et 52 pour EO
    Quand on compte la donne
    Alors la donne est "faite"
    # NS : (110 + 100) × 2 = 420 ; EO : ses 52 points.
    Et la marque est 420 pour NS et 52 pour EO

  @doc-004 @variante-bridgee
  Scénario: En bridgée, un contrat surcontré et rempli les quadruple
    Soit la variante "bridgee"
    Et la règle "scoring.contre.surcontre" vaut 4
    Et la règle "scoring.outcomes.made.taker.multiply" vaut [base, contract]
    Et un contrat pris par NS à l'atout cœur pour 100 surcontré
    Et les plis valent 110 pour NS et 52 pour EO
    Quand on compte la donne
    Alors la donne est "faite"
    # NS : (110 + 100) × 4 = 840.
    Et la marque est 840 pour NS et 52 pour EO

  @doc-004 @variante-bridgee
  Scénario: En bridgée, un contrat contré qui chute double la marque de la défense
    Soit la variante "bridgee"
    Et la règle "scoring.contre.contre" vaut 2
    # Choix noté : 004 le dit du capot annoncé, la variante l'applique à toute chute.
    Et la règle "scoring.outcomes.dedans.defence.multiply" vaut [base, contract]
    Et un contrat pris par NS à l'atout cœur pour 100 contré
    Et les plis valent 80 pour NS et 82 pour EO
    Quand on compte la donne
    Alors la donne est "dedans"
    # EO : (160 + 100) × 2 = 520.
    Et la marque est 0 pour NS et 520 pour EO

  @doc-004 @variante-bridgee
  Scénario: En bridgée, un capot non annoncé sur un contrat contré est doublé comme le contrat
    # 004 : capot non annoncé, « les points faits sont de 250 » ; contré, points et contrat
    # doublés (choix noté). Rien de propre au capot contré, ni de bonus.
    Soit la variante "bridgee"
    Et la règle "scoring.outcomes.capot_contre" vaut {}
    Et la règle "scoring.outcomes.made.taker.bonus" vaut 0
    Et la règle "scoring.outcomes.made.defence.bonus" vaut 0
    Et un contrat pris par NS à l'atout cœur pour 100 contré
    Et les plis valent 162 pour NS et 0 pour EO
    Et l'équipe NS a fait capot
    Quand on compte la donne
    Alors la donne est "capot"
    # NS : (250 + 100) × 2 = 700 ; EO : rien.
    Et la marque est 700 pour NS et 0 pour EO

  @doc-004 @variante-bridgee
  Scénario: En bridgée, la défense qui met capot un preneur contré marque la chute doublée
    Soit la variante "bridgee"
    Et la règle "scoring.outcomes.capot_against_contre" vaut {}
    Et la règle "scoring.outcomes.dedans.taker.bonus" vaut 0
    Et la règle "scoring.outcomes.dedans.defence.bonus" vaut 0
    Et un contrat pris par NS à l'atout cœur pour 100 contré
    Et les plis valent 0 pour NS et 162 pour EO
    Et l'équipe EO a fait capot
    Quand on compte la donne
    Alors la donne est "dedans"
    # La partie perdue : (160 + 100) × 2 = 520 pour EO.
    Et la marque est 0 pour NS et 520 pour EO

  # ------------------------------------------------------------ arrondi

  @doc-003 @variante-traditional
  Scénario: Dans le guide, avec l'arrondi, la donne qui termine la partie se compte au point près
    # 003, Fin de la partie : quand on arrondit, « on peut décider de compter au point près » à
    # la fin de la partie (option compte-final-exact, partie en 1010).
    Soit la variante "traditional+compte-final-exact"
    Et la règle "scoring.rounding.method" vaut each_team
    Et la règle "scoring.rounding.last_deal" vaut exact
    Et une partie en cours à 930 pour NS et 700 pour EO
    Et un contrat pris par NS à l'atout cœur
    Et les plis valent 86 pour NS et 76 pour EO
    Quand la donne compte pour la partie
    # Au point près, NS atteint 930 + 86 = 1016 : la partie se termine sur cette donne, qui se
    # compte donc exactement (86 et 76, et non 90 et 80).
    Alors la marque est 86 pour NS et 76 pour EO
    Et la donne est comptée au point près
    Et l'équipe NS gagne la partie

  @doc-003 @variante-traditional
  Scénario: Dans le guide, avec l'arrondi, une donne qui ne termine pas la partie s'arrondit
    Soit la variante "traditional+compte-final-exact"
    Et la règle "scoring.rounding.last_deal" vaut exact
    Et une partie en cours à 300 pour NS et 700 pour EO
    Et un contrat pris par NS à l'atout cœur
    Et les plis valent 86 pour NS et 76 pour EO
    Quand la donne compte pour la partie
    # 86 → 90 et 76 → 80 : chaque équipe arrondie à la dizaine, 5 vers le haut.
    Alors la marque est 90 pour NS et 80 pour EO
    Et la partie continue

  @doc-003 @variante-traditional @option-compte-final-exact
  Scénario: Dans le guide, une donne qui n'atteint 1010 qu'arrondie se compte au point près et la partie continue
    # 003 : « on peut décider de compter au point près » à la fin de la partie. NS, à 920,
    # fait 86 : arrondie, la donne le porterait à 1010 ; c'est donc peut-être la dernière, et
    # elle se compte au point près : 920 + 86 = 1006, moins que 1010. La partie continue, et la
    # feuille inscrit 86 et 76, jamais 1010 pour NS pendant que l'on joue encore.
    Soit la variante "traditional+compte-final-exact"
    Et la règle "scoring.rounding.last_deal" vaut exact
    Et la règle "game_end.target" vaut 1010
    Et une partie en cours à 920 pour NS et 700 pour EO
    Et un contrat pris par NS à l'atout cœur
    Et les plis valent 86 pour NS et 76 pour EO
    Quand la donne compte pour la partie
    Alors la marque est 86 pour NS et 76 pour EO
    Et la donne est comptée au point près
    Et le total est de 1006 pour NS et 776 pour EO
    Et la partie continue

  @doc-003 @variante-traditional @option-compte-final-exact
  Scénario: Dans le guide, à 1006 après une donne comptée au point près, une chute ne fait pas gagner
    # La donne suivante : NS prend et chute (70 contre 92). NS ne marque rien et reste à 1006 ;
    # EO marque 162 → 160 (arrondi, personne n'atteint 1010). La partie continue.
    Soit la variante "traditional+compte-final-exact"
    Et la règle "scoring.rounding.last_deal" vaut exact
    Et une partie en cours à 1006 pour NS et 776 pour EO
    Et un contrat pris par NS à l'atout cœur
    Et les plis valent 70 pour NS et 92 pour EO
    Quand la donne compte pour la partie
    Alors la marque est 0 pour NS et 160 pour EO
    Et le total est de 1006 pour NS et 936 pour EO
    Et la partie continue

  Plan du Scénario: Les points sont comptés au point près
    Soit la variante "<variante>"
    Et la règle "scoring.rounding.method" vaut none
    Et la règle "scoring.rounding.half" vaut up
    Et un contrat pris par NS à l'atout cœur
    Et les plis valent 84 pour NS et 78 pour EO
    Quand on compte la donne
    Alors la donne est "faite"
    Et la marque est 84 pour NS et 78 pour EO

    @doc-002 @variante-classic
    Exemples:
      | variante |
      | classic  |

    @doc-003 @variante-traditional
    Exemples:
      | variante    |
      | traditional |

  Plan du Scénario: Au club, chaque score est arrondi à la dizaine la plus proche, 5 vers le haut
    Soit la variante "club"
    Et la règle "scoring.rounding.method" vaut each_team
    Et la règle "scoring.rounding.half" vaut up
    Et un contrat pris par NS à l'atout cœur
    Et les plis valent <plis_ns> pour NS et <plis_eo> pour EO
    Quand on compte la donne
    Alors la donne est "faite"
    Et la marque est <ns> pour NS et <eo> pour EO

    # 84 → 80 et 85 → 90 sont les exemples du club ; 78 → 80, 77 → 80.
    @doc-000 @variante-club
    Exemples:
      | plis_ns | plis_eo | ns | eo |
      | 84      | 78      | 80 | 80 |
      | 85      | 77      | 90 | 80 |

  Plan du Scénario: Avec l'arrondi du guide, chaque équipe arrondit son propre score
    Soit la variante "traditional+arrondi"
    Et la règle "scoring.rounding.method" vaut each_team
    Et un contrat pris par NS à l'atout cœur
    Et les plis valent <plis_ns> pour NS et <plis_eo> pour EO
    Quand on compte la donne
    Alors la donne est "faite"
    Et la marque est <ns> pour NS et <eo> pour EO

    # 86 → 90 et 76 → 80, pas 160 − 90 = 70 ; puis 88 → 90 et 74 → 70.
    @doc-003 @variante-traditional @option-arrondi
    Exemples:
      | plis_ns | plis_eo | ns | eo |
      | 86      | 76      | 90 | 80 |
      | 88      | 74      | 90 | 70 |

  # ------------------------------------------------------------ tout atout

  @doc-000 @variante-club @option-tout-atout
  Scénario: Au club, les points du tout atout sont ramenés de 258 à 162
    Soit la variante "club+tout-atout"
    Et la règle "scoring.tout_atout_scaling.enabled" vaut true
    Et la règle "scoring.tout_atout_scaling.ratio" vaut [162, 258]
    Et un contrat pris par NS à tout atout
    Et les plis valent 172 pour NS et 86 pour EO
    Quand on compte la donne
    Alors la donne est "faite"
    # 172 × 162/258 = 108 et 86 × 162/258 = 54, arrondis à 110 et 50.
    Et la marque est 110 pour NS et 50 pour EO

  @doc-004 @variante-bridgee
  Scénario: En bridgée, les points du tout atout sont ramenés de 258 à 162
    Soit la variante "bridgee"
    Et la règle "scoring.tout_atout_scaling.ratio" vaut [162, 258]
    Et un contrat pris par NS à tout atout pour 100
    Et les plis valent 172 pour NS et 86 pour EO
    Quand on compte la donne
    Alors la donne est "faite"
    # 172 × 162/258 = 108, au moins 100 ; NS : 108 + 100 = 208 ; EO : 86 × 162/258 = 54.
    Et la marque est 208 pour NS et 54 pour EO

  @doc-004 @variante-bridgee
  Scénario: En bridgée, un contrat à sans atout compte ce qu'il annonce
    # 004 (Partie réussie) : les preneurs marquent « points faits + contrat annoncé », quel
    # que soit l'atout ; rien ne double le contrat à sans atout ni à tout atout.
    Soit la variante "bridgee"
    Et la règle "scoring.contract_value.sans_atout" vaut 1
    Et la règle "scoring.contract_value.tout_atout" vaut 1
    Et un contrat pris par NS à sans atout pour 100
    Et les plis valent 110 pour NS et 52 pour EO
    Quand on compte la donne
    Alors la donne est "faite"
    # NS : 110 + 100 = 210 ; EO : 52.
    Et la marque est 210 pour NS et 52 pour EO

  @doc-000 @doc-004 @variante-club @option-tout-atout
  Scénario: Au club, un capot à tout atout est ramené de 348 à 252
    Soit la variante "club+tout-atout"
    # Le rapport du capot vient de 004 ; 000 ne le donne pas.
    Et la règle "scoring.tout_atout_scaling.capot_ratio" vaut [252, 348]
    Et la règle "scoring.capot.kind" vaut der_bonus
    Et un contrat pris par NS à tout atout
    Et les plis valent 258 pour NS et 0 pour EO
    Et l'équipe NS a fait capot
    Quand on compte la donne
    Alors la donne est "capot"
    # 248 de cartes + 100 de der = 348, ramenés à 252, arrondis à 250.
    Et la marque est 250 pour NS et 0 pour EO

  @doc-004 @variante-bridgee
  Scénario: En bridgée, un capot à tout atout est ramené de 348 à 252
    Soit la variante "bridgee"
    Et la règle "scoring.capot.kind" vaut flat
    Et la règle "scoring.capot.dix_de_der" vaut 100
    Et la règle "scoring.tout_atout_scaling.capot" vaut der_bonus
    Et la règle "scoring.tout_atout_scaling.capot_ratio" vaut [252, 348]
    Et un contrat pris par NS à tout atout pour 100
    Et les plis valent 258 pour NS et 0 pour EO
    Et l'équipe NS a fait capot
    Quand on compte la donne
    Alors la donne est "capot"
    # « 252/348 en cas de capot » : 248 de cartes + 100 de der = 348, ramenés à 252
    # (à la couleur, le capot fait 250) ; points faits 252 + contrat 100.
    Et la marque est 352 pour NS et 0 pour EO

  Plan du Scénario: Chez BGA, un capot garde ses 250 points, sans mise à l'échelle
    Soit la variante "bga-coinche"
    Et la règle "scoring.capot.kind" vaut flat
    Et la règle "scoring.capot.points" vaut 250
    Et la règle "scoring.<mise>.enabled" vaut true
    Et la règle "scoring.<mise>.capot" vaut capot_rule
    Et un contrat pris par NS à <mode> pour 100
    Et les plis valent <total> pour NS et 0 pour EO
    Et l'équipe NS a fait capot
    Quand on compte la donne
    Alors la donne est "capot"
    # stEndHand : un capot vaut 250, pas ses points ramenés ; 250 + contrat 100.
    Et la marque est 350 pour NS et 0 pour EO

    @regles-BGA @variante-bga-coinche
    Exemples:
      | mise               | mode       | total |
      | tout_atout_scaling | tout atout | 258   |
      | sans_atout_scaling | sans atout | 130   |
