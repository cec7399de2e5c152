# language: fr
@phase-fin-de-partie
Fonctionnalité: La fin de la partie
  Après chaque donne, on regarde les scores : une équipe a-t-elle atteint le score fixé ?
  Le score à atteindre change d'un document à l'autre (1000, 1001, 1010, 1501), de même que
  ce qu'on fait d'une équipe mise capot ou ce que rapporte un tournoi.

  # ------------------------------------------------------------ le score à atteindre

  Plan du Scénario: Atteindre le score fixé à la fin d'une donne suffit pour gagner
    Soit la variante "<variante>"
    Et la règle "game_end.target" vaut <cible>
    Et la règle "game_end.target_choices" vaut <choix>
    Et la règle "game_end.reach" vaut reach
    Et la règle "game_end.result" vaut winner
    Et une partie en cours à <cible> pour NS et 900 pour EO
    Quand la donne se termine
    Alors l'équipe NS gagne la partie

    # 1000 points, ou 500 pour une partie courte.
    @doc-002 @variante-classic
    Exemples:
      | variante | cible | choix       |
      | classic  | 1000  | [1000, 500] |

    # 1000 points par défaut, réglable de 1000 à 5000 par pas de 500.
    @doc-000 @variante-club
    Exemples:
      | variante | cible | choix                                                |
      | club     | 1000  | [1000, 1500, 2000, 2500, 3000, 3500, 4000, 4500, 5000] |

    # 1001 au point près.
    @doc-003 @variante-traditional
    Exemples:
      | variante    | cible | choix        |
      | traditional | 1001  | [1001, 1010] |

    # 1010 quand on arrondit.
    @doc-003 @variante-traditional @option-arrondi
    Exemples:
      | variante            | cible | choix        |
      | traditional+arrondi | 1010  | [1001, 1010] |

  Plan du Scénario: Tant que personne n'atteint le score fixé, la partie continue
    Soit la variante "<variante>"
    Et la règle "game_end.target" vaut <cible>
    Et la règle "game_end.reach" vaut reach
    Et une partie en cours à <ns> pour NS et 900 pour EO
    Quand la donne se termine
    Alors la partie continue

    @doc-002 @variante-classic
    Exemples:
      | variante | cible | ns  |
      | classic  | 1000  | 999 |

    @doc-000 @variante-club
    Exemples:
      | variante | cible | ns  |
      | club     | 1000  | 990 |

    # 1000 ne suffit pas quand la partie se joue en 1001.
    @doc-003 @variante-traditional
    Exemples:
      | variante    | cible | ns   |
      | traditional | 1001  | 1000 |

    @doc-003 @variante-traditional @option-arrondi
    Exemples:
      | variante            | cible | ns   |
      | traditional+arrondi | 1010  | 1000 |

  @doc-002 @variante-classic
  Scénario: La partie courte de 500 points est l'autre choix du grand classique
    Soit la variante "classic"
    Et la règle "game_end.target_choices" vaut [1000, 500]
    Et la règle "game_end.target" vaut 1000
    # Sans étape pour choisir la partie courte, on vérifie que 600 points ne suffisent pas
    # dans la partie normale en 1000 ; en partie courte, ils suffiraient.
    Et une partie en cours à 600 pour NS et 300 pour EO
    Quand la donne se termine
    Alors la partie continue

  @doc-000 @variante-club
  Scénario: Au club, la partie par défaut se joue en 1000 points, même si l'on peut la régler jusqu'à 5000
    Soit la variante "club"
    Et la règle "game_end.target" vaut 1000
    Et la règle "game_end.target_choices" vaut [1000, 1500, 2000, 2500, 3000, 3500, 4000, 4500, 5000]
    Et une partie en cours à 1200 pour NS et 700 pour EO
    Quand la donne se termine
    Alors l'équipe NS gagne la partie

  # ------------------------------------------------------------ les deux équipes passent le score

  Plan du Scénario: Si les deux équipes passent le score, la plus haute gagne
    Soit la variante "<variante>"
    Et la règle "game_end.both_over" vaut higher_wins
    Et une partie en cours à 1010 pour NS et 1050 pour EO
    Quand la donne se termine
    Alors l'équipe EO gagne la partie

    @doc-002 @variante-classic
    Exemples:
      | variante |
      | classic  |

    @doc-000 @variante-club
    Exemples:
      | variante |
      | club     |

    @doc-003 @variante-traditional
    Exemples:
      | variante    |
      | traditional |

  Plan du Scénario: À égalité parfaite au-delà du score, on joue une donne de plus
    Soit la variante "<variante>"
    Et la règle "game_end.tie" vaut extra_deal
    Et une partie en cours à 1020 pour NS et 1020 pour EO
    Quand la donne se termine
    Alors la partie continue

    @doc-002 @variante-classic
    Exemples:
      | variante |
      | classic  |

    @doc-000 @variante-club
    Exemples:
      | variante |
      | club     |

    @doc-003 @variante-traditional
    Exemples:
      | variante    |
      | traditional |

  # ------------------------------------------------------------ l'équipe mise capot

  Plan du Scénario: Dans le guide, une équipe mise capot ne peut pas gagner sur cette donne
    Soit la variante "<variante>"
    Et la règle "game_end.capot_loser_cannot_win" vaut true
    # L'exemple du guide : NS avait 990, est mise capot mais garde 20 de belote et passe à
    # 1010, alors qu'EO reste en dessous ; il faut rejouer une donne.
    Et une partie en cours à 1010 pour NS et 900 pour EO
    Et l'équipe NS vient d'être mise capot
    Quand la donne se termine
    Alors la partie continue

    @doc-003 @variante-traditional
    Exemples:
      | variante    |
      | traditional |

    @doc-003 @variante-traditional @option-arrondi
    Exemples:
      | variante            |
      | traditional+arrondi |

  @doc-003 @variante-traditional
  Scénario: Dans le guide, l'équipe qui met l'autre capot peut gagner
    Soit la variante "traditional"
    Et la règle "game_end.capot_loser_cannot_win" vaut true
    Et une partie en cours à 1010 pour NS et 900 pour EO
    Et l'équipe EO vient d'être mise capot
    Quand la donne se termine
    Alors l'équipe NS gagne la partie

  @doc-003 @variante-traditional
  Scénario: Dans le guide, l'adversaire d'une équipe mise capot gagne s'il passe le score devant elle
    Soit la variante "traditional"
    Et la règle "game_end.capot_loser_cannot_win" vaut true
    # NS, mise capot, ne peut pas gagner ; EO a passé 1001 et a plus de points.
    Et une partie en cours à 1010 pour NS et 1050 pour EO
    Et l'équipe NS vient d'être mise capot
    Quand la donne se termine
    Alors l'équipe EO gagne la partie

  Plan du Scénario: Sans la règle du guide, une équipe mise capot qui atteint le score gagne
    Soit la variante "<variante>"
    Et la règle "game_end.capot_loser_cannot_win" vaut false
    Et une partie en cours à 1010 pour NS et 900 pour EO
    Et l'équipe NS vient d'être mise capot
    Quand la donne se termine
    Alors l'équipe NS gagne la partie

    @doc-002 @variante-classic
    Exemples:
      | variante |
      | classic  |

    @doc-000 @variante-club
    Exemples:
      | variante |
      | club     |

  # ------------------------------------------------------------ un capot qui ne fait pas gagner

  @doc-002 @variante-classic
  Scénario: Au grand classique, un capot peut faire gagner la partie
    # 900 + 250 du capot = 1150 : NS atteint 1000 sur cette donne et gagne.
    Soit la variante "classic"
    Et la règle "game_end.no_win_through.line" vaut []
    Et une partie en cours à 900 pour NS et 500 pour EO
    Et un contrat pris par NS à l'atout cœur
    Et l'équipe NS a fait capot
    Et les plis valent 162 pour NS et 0 pour EO
    Quand la donne compte pour la partie
    Alors l'équipe NS gagne la partie

  @regles-BGE
  Scénario: Quand un capot ne peut pas faire gagner, la partie continue à la donne suivante
    # « you cannot win the whole game by collecting all hands in one game » : NS avait 900
    # avant la donne, moins que 1000 ; ses 1150 ne la font pas gagner sur ce capot.
    Soit la variante "features/variantes/capot-sans-victoire.yaml"
    Et la règle "game_end.no_win_through.line" vaut [capot_for]
    Et une partie en cours à 900 pour NS et 500 pour EO
    Et un contrat pris par NS à l'atout cœur
    Et l'équipe NS a fait capot
    Et les plis valent 162 pour NS et 0 pour EO
    Quand la donne compte pour la partie
    Alors le total est de 1150 pour NS et 500 pour EO
    Et la partie continue

  @regles-BGE
  Scénario: Une équipe qui avait déjà atteint le score gagne sur son capot
    # 1000 avant la donne : le score était déjà atteint sans le capot.
    Soit la variante "features/variantes/capot-sans-victoire.yaml"
    Et la règle "game_end.no_win_through.line" vaut [capot_for]
    Et une partie en cours à 1000 pour NS et 500 pour EO
    Et un contrat pris par NS à l'atout cœur
    Et l'équipe NS a fait capot
    Et les plis valent 162 pour NS et 0 pour EO
    Quand la donne compte pour la partie
    Alors l'équipe NS gagne la partie

  # ------------------------------------------------------------ un nombre de donnes fixé

  @doc-002 @variante-classic
  Scénario: Sans nombre de donnes fixé, seule la cible arrête la partie
    # 002 : on joue jusqu'à 1000 points, quel que soit le nombre de donnes.
    Soit la variante "classic"
    Et la règle "game_end.deals" vaut null
    Et une partie en cours à 700 pour NS et 640 pour EO
    Et la donne est la 40e de la feuille de marque
    Et un contrat pris par NS à l'atout cœur
    Et les plis valent 100 pour NS et 62 pour EO
    Quand la donne compte pour la partie
    Alors la partie continue

  @regles-WIKI-NL
  Scénario: Un match en seize donnes s'arrête après la seizième, et le plus gros total gagne
    # « Een complete wedstrijd bestaat uit zestien spellen » : NS finit à 1200 + 100 = 1300,
    # EO à 1250 + 60 (arrondi) = 1310, loin des 1500 : EO a le plus gros total.
    Soit la variante "features/variantes/seize-donnes.yaml"
    Et la règle "game_end.deals" vaut 16
    Et une partie en cours à 1200 pour NS et 1250 pour EO
    Et la donne est la 16e de la feuille de marque
    Et un contrat pris par NS à l'atout cœur
    Et les plis valent 100 pour NS et 62 pour EO
    Quand la donne compte pour la partie
    Alors l'équipe EO gagne la partie

  @regles-WIKI-NL
  Scénario: Avant la seizième donne, le match continue si personne n'atteint 1500
    Soit la variante "features/variantes/seize-donnes.yaml"
    Et la règle "game_end.deals" vaut 16
    Et une partie en cours à 1200 pour NS et 1250 pour EO
    Et la donne est la 15e de la feuille de marque
    Et un contrat pris par NS à l'atout cœur
    Et les plis valent 100 pour NS et 62 pour EO
    Quand la donne compte pour la partie
    Alors la partie continue

  @regles-WIKI-NL
  Scénario: Le match en seize donnes s'arrête plus tôt si une équipe atteint 1500
    # « tot een van de paren 1500 punten vergaard heeft » : 1420 + 100 = 1520.
    Soit la variante "features/variantes/seize-donnes.yaml"
    Et la règle "game_end.target" vaut 1500
    Et une partie en cours à 1420 pour NS et 1250 pour EO
    Et la donne est la 9e de la feuille de marque
    Et un contrat pris par NS à l'atout cœur
    Et les plis valent 100 pour NS et 62 pour EO
    Quand la donne compte pour la partie
    Alors l'équipe NS gagne la partie

  # ------------------------------------------------------------ une main qui gagne la partie

  @doc-002 @variante-classic
  Scénario: Au grand classique, les huit cartes d'une couleur se jouent comme une autre main
    # 002 : seule l'équipe qui atteint 1 000 points gagne ; Nord, qui a reçu les huit cœurs,
    # joue la donne comme les autres.
    Soit la variante "classic"
    Et la règle "game_end.instant_win" vaut []
    Et une partie en cours à 300 pour NS et 850 pour EO
    Et Est a donné
    Et les mains suivantes :
      | joueur | cartes                    |
      | Nord   | 7♥ 8♥ 9♥ 10♥ V♥ D♥ R♥ A♥  |
      | Ouest  | 7♠ 8♠ 9♠ 10♠ 7♦ 8♦ 9♦ 10♦ |
      | Sud    | V♠ D♠ R♠ A♠ 7♣ 8♣ 9♣ 10♣  |
      | Est    | V♦ D♦ R♦ A♦ V♣ D♣ R♣ A♣   |
    Quand chaque joueur a ses huit cartes
    Alors la partie continue

  @regles-APP @variante-bela
  Scénario: Un joueur qui tient les huit cartes d'une couleur fait gagner la partie d'un coup
    # « Svih osam karata iste boje (belot) – odmah pobjeđuje cijelu igru » : NS n'a que 300
    # points contre 850, mais les huit cœurs de Nord lui donnent la partie, sans jouer la donne.
    Soit la variante "bela"
    Et la règle "game_end.instant_win" vaut [eight_card_suit]
    Et une partie en cours à 300 pour NS et 850 pour EO
    Et Est a donné
    Et les mains suivantes :
      | joueur | cartes                    |
      | Nord   | 7♥ 8♥ 9♥ 10♥ V♥ D♥ R♥ A♥  |
      | Ouest  | 7♠ 8♠ 9♠ 10♠ 7♦ 8♦ 9♦ 10♦ |
      | Sud    | V♠ D♠ R♠ A♠ 7♣ 8♣ 9♣ 10♣  |
      | Est    | V♦ D♦ R♦ A♦ V♣ D♣ R♣ A♣   |
    Quand chaque joueur a ses huit cartes
    Alors l'équipe NS gagne la partie

  @regles-APP @variante-bela
  Scénario: Deux adversaires tiennent chacun une couleur entière : le premier après le donneur gagne
    # Nord tient les huit cœurs, Ouest les huit piques. Nord a donné : Ouest vient le premier
    # dans l'ordre du jeu, et son équipe gagne (un choix : la règle ne dit rien de ce cas).
    Soit la variante "bela"
    Et la règle "game_end.instant_win" vaut [eight_card_suit]
    Et Nord a donné
    Et les mains suivantes :
      | joueur | cartes                    |
      | Nord   | 7♥ 8♥ 9♥ 10♥ V♥ D♥ R♥ A♥  |
      | Ouest  | 7♠ 8♠ 9♠ 10♠ V♠ D♠ R♠ A♠  |
      | Sud    | 7♦ 8♦ 9♦ 10♦ 7♣ 8♣ 9♣ 10♣ |
      | Est    | V♦ D♦ R♦ A♦ V♣ D♣ R♣ A♣   |
    Quand chaque joueur a ses huit cartes
    Alors l'équipe EO gagne la partie

  # ------------------------------------------------------------ le tournoi de belote bridgée

  @doc-004 @variante-bridgee
  Scénario: En bridgée, le tournoi rapporte l'écart Nord-Sud moins Est-Ouest
    Soit la variante "bridgee"
    Et la règle "game_end.target" vaut 1501
    Et la règle "game_end.target_choices" vaut []
    Et la règle "game_end.reach" vaut reach
    Et la règle "game_end.result" vaut difference
    Et une partie en cours à 1560 pour NS et 1450 pour EO
    Quand la donne se termine
    Alors l'écart est de 110

  @doc-004 @variante-bridgee
  Scénario: En bridgée, le tournoi s'arrête dès qu'une équipe atteint 1501 points
    Soit la variante "bridgee"
    Et la règle "game_end.target" vaut 1501
    Et une partie en cours à 1501 pour NS et 1200 pour EO
    Quand la donne se termine
    Alors la partie est finie
    Et l'écart est de 301

  @doc-004 @variante-bridgee
  Scénario: En bridgée, l'écart est négatif quand Est-Ouest mène
    Soit la variante "bridgee"
    Et la règle "game_end.result" vaut difference
    Et une partie en cours à 1380 pour NS et 1520 pour EO
    Quand la donne se termine
    Alors l'écart est de -140

  @doc-004 @variante-bridgee
  Scénario: En bridgée, le tournoi continue tant qu'aucune équipe n'a 1501 points
    Soit la variante "bridgee"
    Et la règle "game_end.target" vaut 1501
    Et la règle "game_end.reach" vaut reach
    Et une partie en cours à 1500 pour NS et 1450 pour EO
    Quand la donne se termine
    Alors la partie continue
    Et l'écart est de 50

  # ------------------------------------------------------------ un autre score à atteindre

  @doc-002 @variante-classic
  Scénario: La partie courte du grand classique se joue en 500 points
    # 002 : 1000 points, ou 500 pour une partie courte ; 520 atteint donc les 500.
    Soit la variante "classic"
    Et la règle "game_end.target_choices" vaut [1000, 500]
    Et la partie se joue en 500 points
    Et une partie en cours à 520 pour NS et 310 pour EO
    Quand la donne se termine
    Alors l'équipe NS gagne la partie

  @doc-000 @variante-club
  Scénario: Au club, une partie en 3000 points continue après 1000
    # 000 : le score à atteindre se règle de 1000 à 5000 par pas de 500.
    Soit la variante "club"
    Et la règle "game_end.target_choices" vaut [1000, 1500, 2000, 2500, 3000, 3500, 4000, 4500, 5000]
    Et la partie se joue en 3000 points
    Et une partie en cours à 1210 pour NS et 980 pour EO
    Quand la donne se termine
    Alors la partie continue
