# language: fr
@phase-jeu
Fonctionnalité: Le jeu de la carte
  Ce que chaque joueur a le droit de poser quand vient son tour (fournir, couper, monter,
  pisser ou se défausser), qui ramasse le pli, et ce que valent les cartes dans chaque mode :
  à la couleur, à sans atout et à tout atout.
  Rappel : on joue Nord, Ouest, Sud puis Est ; Nord et Sud sont partenaires, Est et Ouest aussi.

  # ===================================================================== l'ordre et la valeur

  @doc-002 @doc-003 @doc-004
  Plan du Scénario: À l'atout, le valet et le neuf passent devant l'as
    # 002 et 004 donnent la table de l'atout ; 003 la montre en image et confirme le total
    # de 162. 000 renvoie à la « médaille » du logiciel sans l'écrire : le club garde la table
    # commune. 004 glisse par erreur un « V=2 » en fin de ligne : le valet d'atout y vaut 20.
    Soit une donne de la variante "<variante>" à l'atout cœur
    Et la règle "cards.trump.order" vaut [jack, nine, ace, ten, king, queen, eight, seven]
    Et Nord a joué l'as de cœur
    Et Ouest a joué le dix de cœur
    Et Sud a joué le neuf de cœur
    # Le neuf d'atout bat l'as et le dix ; seul le valet passe au-dessus.
    Quand Est doit jouer avec R♥
    Alors le pli revient à Sud
    Quand Est doit jouer avec V♥
    Alors le pli revient à Est

    @variante-classic
    Exemples:
      | variante |
      | classic  |

    @variante-traditional
    Exemples:
      | variante    |
      | traditional |

    @variante-club
    Exemples:
      | variante |
      | club     |

    @variante-bridgee
    Exemples:
      | variante |
      | bridgee  |

  @doc-002 @doc-003 @doc-004
  Plan du Scénario: Ce que valent les cartes de la couleur d'atout
    Soit une donne de la variante "<variante>" à l'atout cœur
    Et la règle "cards.trump.points.jack" vaut 20
    Et la règle "cards.trump.points.nine" vaut 14
    Et la règle "cards.trump.points.ace" vaut 11
    Et la règle "cards.trump.points.ten" vaut 10
    Et la règle "cards.trump.points.king" vaut 4
    Et la règle "cards.trump.points.queen" vaut 3
    Et la règle "cards.trump.points.eight" vaut 0
    Et la règle "cards.trump.points.seven" vaut 0
    # 20 + 14 + 11 + 10 + 4 + 3 + 0 + 0 = 62 points dans la couleur d'atout.
    Alors le valet de cœur vaut 20 points
    Et le neuf de cœur vaut 14 points
    Et l'as de cœur vaut 11 points
    Et le dix de cœur vaut 10 points
    Et le roi de cœur vaut 4 points
    Et la dame de cœur vaut 3 points
    Et le huit de cœur vaut 0 point
    Et le sept de cœur vaut 0 point

    @variante-classic
    Exemples:
      | variante |
      | classic  |

    @variante-traditional
    Exemples:
      | variante    |
      | traditional |

    @variante-club
    Exemples:
      | variante |
      | club     |

    @variante-bridgee
    Exemples:
      | variante |
      | bridgee  |

  @doc-000 @doc-002 @doc-003 @doc-004
  Plan du Scénario: Hors atout, l'as et le dix mènent, mais le plus petit atout prend tout
    # 000 ne détaille pas la table hors atout mais dit qu'un atout bat toujours une autre
    # couleur, et que le paquet fait 162 points.
    Soit une donne de la variante "<variante>" à l'atout cœur
    Et la règle "cards.plain.order" vaut [ace, ten, king, queen, jack, nine, eight, seven]
    Et Nord a joué le roi de pique
    Et Ouest a joué le valet de pique
    Et Sud a joué le dix de pique
    # Sans pique ni atout, Est se défausse de son as de carreau : il ne prend pas le pli.
    Quand Est doit jouer avec A♦
    Alors le pli revient à Sud
    # Le sept d'atout l'emporte sur toutes les cartes de la couleur demandée.
    Quand Est doit jouer avec 7♥
    Alors le pli revient à Est

    @variante-classic
    Exemples:
      | variante |
      | classic  |

    @variante-traditional
    Exemples:
      | variante    |
      | traditional |

    @variante-club
    Exemples:
      | variante |
      | club     |

    @variante-bridgee
    Exemples:
      | variante |
      | bridgee  |

  @doc-000 @doc-002 @doc-003 @doc-004
  Plan du Scénario: Ce que valent les cartes hors atout, et les 162 points de la donne
    Soit une donne de la variante "<variante>" à l'atout cœur
    Et la règle "cards.plain.points.ace" vaut 11
    Et la règle "cards.plain.points.ten" vaut 10
    Et la règle "cards.plain.points.king" vaut 4
    Et la règle "cards.plain.points.queen" vaut 3
    Et la règle "cards.plain.points.jack" vaut 2
    Et la règle "cards.plain.points.nine" vaut 0
    Et la règle "cards.plain.points.eight" vaut 0
    Et la règle "cards.plain.points.seven" vaut 0
    Alors l'as de pique vaut 11 points
    Et le dix de pique vaut 10 points
    Et le roi de pique vaut 4 points
    Et la dame de pique vaut 3 points
    Et le valet de pique vaut 2 points
    Et le neuf de pique vaut 0 point
    Et le huit de pique vaut 0 point
    Et le sept de pique vaut 0 point
    # Une couleur hors atout : 11 + 10 + 4 + 3 + 2 = 30 points.
    # Atout 62 + trois couleurs à 30 (90) = 152, plus 10 de dix de der = 162.
    Et le paquet vaut 162 points avec le dix de der

    @variante-classic
    Exemples:
      | variante |
      | classic  |

    @variante-traditional
    Exemples:
      | variante    |
      | traditional |

    @variante-club
    Exemples:
      | variante |
      | club     |

    @variante-bridgee
    Exemples:
      | variante |
      | bridgee  |

  @doc-000 @doc-004
  Plan du Scénario: À sans atout, l'as vaut 19 points et personne ne peut couper
    Soit une donne de la variante "<variante>" à sans atout
    Et la règle "cards.sans_atout.order" vaut [ace, ten, king, queen, jack, nine, eight, seven]
    Et la règle "cards.sans_atout.points.ace" vaut 19
    Et la règle "cards.sans_atout.points.ten" vaut 10
    Et la règle "cards.sans_atout.points.king" vaut 4
    Et la règle "cards.sans_atout.points.queen" vaut 3
    Et la règle "cards.sans_atout.points.jack" vaut 2
    Et la règle "cards.sans_atout.points.nine" vaut 0
    Et la règle "cards.sans_atout.points.eight" vaut 0
    Et la règle "cards.sans_atout.points.seven" vaut 0
    Et Nord a joué le roi de pique
    Et Ouest a joué le valet de pique
    Et Sud a joué le dix de pique
    # Aucune couleur n'est atout : l'as de cœur d'Est ne prend pas un pli de pique.
    Quand Est doit jouer avec A♥
    Alors le pli revient à Sud
    Quand Est doit jouer avec A♠
    Alors le pli revient à Est
    Et l'as de pique vaut 19 points
    Et le dix de pique vaut 10 points
    Et le roi de pique vaut 4 points
    Et la dame de pique vaut 3 points
    Et le valet de pique vaut 2 points
    Et le neuf de pique vaut 0 point
    Et le huit de pique vaut 0 point
    Et le sept de pique vaut 0 point
    # Par couleur : 19 + 10 + 4 + 3 + 2 = 38 ; 4 × 38 = 152, plus 10 de dix de der = 162.
    Et le paquet vaut 162 points avec le dix de der

    @variante-club @option-sans-atout
    Exemples:
      | variante        |
      | club+sans-atout |

    @variante-bridgee
    Exemples:
      | variante |
      | bridgee  |

  @doc-000 @doc-004
  Plan du Scénario: À tout atout, chaque couleur se range et compte comme l'atout
    Soit une donne de la variante "<variante>" à tout atout
    Et la règle "cards.tout_atout.order" vaut [jack, nine, ace, ten, king, queen, eight, seven]
    Et la règle "cards.tout_atout.points.jack" vaut 20
    Et la règle "cards.tout_atout.points.nine" vaut 14
    Et la règle "cards.tout_atout.points.ace" vaut 11
    Et la règle "cards.tout_atout.points.ten" vaut 10
    Et la règle "cards.tout_atout.points.king" vaut 4
    Et la règle "cards.tout_atout.points.queen" vaut 3
    Et la règle "cards.tout_atout.points.eight" vaut 0
    Et la règle "cards.tout_atout.points.seven" vaut 0
    Et Nord a joué l'as de carreau
    Et Ouest a joué le neuf de carreau
    Et Sud a joué le dix de carreau
    # Le neuf passe l'as, et un valet d'une autre couleur ne coupe pas.
    Quand Est doit jouer avec V♠
    Alors le pli revient à Ouest
    Quand Est doit jouer avec V♦
    Alors le pli revient à Est
    Et le valet de trèfle vaut 20 points
    Et le neuf de trèfle vaut 14 points
    Et l'as de trèfle vaut 11 points
    Et le dix de trèfle vaut 10 points
    Et le roi de trèfle vaut 4 points
    Et la dame de trèfle vaut 3 points
    Et le huit de trèfle vaut 0 point
    Et le sept de trèfle vaut 0 point
    # Quatre couleurs à 62 : 248, plus 10 de dix de der = 258 (avant la réduction à 162).
    Et le paquet vaut 258 points avec le dix de der

    @variante-club @option-tout-atout
    Exemples:
      | variante        |
      | club+tout-atout |

    @variante-bridgee
    Exemples:
      | variante |
      | bridgee  |

  @doc-000 @doc-002 @doc-003
  Plan du Scénario: Les suites d'annonces suivent l'ordre naturel, même à l'atout
    # Ordre des annonces : 7, 8, 9, 10, valet, dame, roi, as, quelle que soit la couleur.
    # 9-10-valet d'atout se suivent donc, alors qu'as-dix-roi (qui se suivent dans l'ordre
    # des plis hors atout) ne forment pas une tierce.
    Soit une donne de la variante "<variante>" à l'atout cœur
    Et la règle "cards.sequence_order" vaut [ace, king, queen, jack, ten, nine, eight, seven]
    Et Nord tient 9♥ 10♥ V♥ 7♠ D♠ R♦ A♦ 8♣
    Et Est tient A♣ 10♣ R♣ 7♥ D♥ 9♠ 8♦ V♦
    Quand on résout les annonces
    Alors Nord annonce une tierce (20)
    Et Est n'annonce rien

    @variante-classic
    Exemples:
      | variante |
      | classic  |

    @variante-traditional
    Exemples:
      | variante    |
      | traditional |

    @variante-club
    Exemples:
      | variante |
      | club     |

  # ===================================================================== fournir

  @doc-000 @doc-002 @doc-003 @doc-004
  Plan du Scénario: Qui a la couleur demandée doit la fournir
    # Une carte interdite n'est pas jouée : elle est refusée avec la règle qu'elle enfreint.
    Soit une donne de la variante "<variante>" à l'atout cœur
    Et la règle "play.follow_suit" vaut required
    Et la règle "play.illegal_card" vaut refused
    Et Nord a joué le roi de pique
    Quand Ouest doit jouer avec 7♠ A♦ V♥ 10♣
    Alors les cartes jouables sont 7♠
    Et l'as de carreau est refusé au nom de la règle "play.follow_suit"
    # Même le valet d'atout attend : on ne coupe pas quand on peut fournir.
    Et le valet de cœur est refusé au nom de la règle "play.follow_suit"

    @variante-classic
    Exemples:
      | variante |
      | classic  |

    @variante-traditional
    Exemples:
      | variante    |
      | traditional |

    @variante-club
    Exemples:
      | variante |
      | club     |

    @variante-bridgee
    Exemples:
      | variante |
      | bridgee  |

  @doc-000 @doc-002 @doc-003 @doc-004
  Plan du Scénario: Dans une couleur autre que l'atout, fournir suffit : on n'est pas tenu de monter
    # Aucun des quatre documents ne demande de battre la carte maîtresse d'une couleur qui
    # n'est pas l'atout : le roi de pique de Nord tient, Ouest peut mettre le sept ou l'as.
    Soit une donne de la variante "<variante>" à l'atout cœur
    Et la règle "play.plain_climb" vaut none
    Et Nord a joué le roi de pique
    Quand Ouest doit jouer avec A♠ 7♠ V♥
    Alors les cartes jouables sont A♠ 7♠
    Et le valet de cœur est refusé au nom de la règle "play.follow_suit"

    @variante-classic
    Exemples:
      | variante |
      | classic  |

    @variante-club
    Exemples:
      | variante |
      | club     |

    @variante-bridgee
    Exemples:
      | variante |
      | bridgee  |

  # ===================================================================== l'atout demandé

  @doc-000 @doc-002 @doc-003 @doc-004
  Plan du Scénario: Atout demandé : on monte, même par-dessus son partenaire
    # Nord, partenaire de Sud, tient le pli avec l'as d'atout ; Sud doit quand même monter.
    Soit une donne de la variante "<variante>" à l'atout cœur
    Et la règle "play.trump_lead" vaut must_overtrump
    Et Nord a joué l'as de cœur
    Et Ouest a joué le huit de cœur
    Quand Sud doit jouer avec V♥ 7♥ R♣
    Alors les cartes jouables sont V♥
    Et le sept de cœur est refusé au nom de la règle "play.trump_lead"
    Et le roi de trèfle est refusé au nom de la règle "play.follow_suit"

    @variante-classic
    Exemples:
      | variante |
      | classic  |

    @variante-traditional
    Exemples:
      | variante    |
      | traditional |

    @variante-club
    Exemples:
      | variante |
      | club     |

    @variante-bridgee
    Exemples:
      | variante |
      | bridgee  |

  @doc-000 @doc-002 @doc-003 @doc-004
  Plan du Scénario: Atout demandé sans pouvoir monter : n'importe quel atout
    # Le club le rappelle aussi : sur une entame d'atout, on fournit de l'atout quelle que soit
    # sa hauteur, « on ne pisse pas » ne s'applique qu'à la coupe.
    Soit une donne de la variante "<variante>" à l'atout cœur
    Et la règle "play.trump_lead" vaut must_overtrump
    Et la règle "play.follow_suit" vaut required
    Et Ouest a joué le valet de cœur
    Quand Sud doit jouer avec D♥ 8♥ A♣
    Alors les cartes jouables sont D♥ 8♥
    Et l'as de trèfle est refusé au nom de la règle "play.follow_suit"

    @variante-classic
    Exemples:
      | variante |
      | classic  |

    @variante-traditional
    Exemples:
      | variante    |
      | traditional |

    @variante-club
    Exemples:
      | variante |
      | club     |

    @variante-bridgee
    Exemples:
      | variante |
      | bridgee  |

  # ===================================================================== couper ou se défausser

  @doc-000 @doc-002 @doc-003 @doc-004
  Plan du Scénario: Sans la couleur ni atout, on joue ce qu'on veut
    # Le partenaire Nord n'a pas encore joué : Sud devrait couper, mais il n'a pas d'atout.
    Soit une donne de la variante "<variante>" à l'atout cœur
    Et la règle "play.must_trump" vaut unless_partner_master
    Et Ouest a joué l'as de pique
    Quand Sud doit jouer avec 10♦ R♣ 7♣
    Alors toutes ses cartes sont jouables

    @variante-classic
    Exemples:
      | variante |
      | classic  |

    @variante-traditional
    Exemples:
      | variante    |
      | traditional |

    @variante-club
    Exemples:
      | variante |
      | club     |

    @variante-bridgee
    Exemples:
      | variante |
      | bridgee  |

  @doc-000 @doc-002 @doc-003 @doc-004
  Plan du Scénario: Partenaire maître : on se défausse ou on coupe, au choix
    Soit une donne de la variante "<variante>" à l'atout cœur
    Et la règle "play.must_trump" vaut unless_partner_master
    Et la règle "play.partner_master" vaut free
    Et Nord a joué l'as de pique
    Et Ouest a joué le sept de pique
    Quand Sud doit jouer avec 8♥ 10♦ R♣
    Alors toutes ses cartes sont jouables

    @variante-classic
    Exemples:
      | variante |
      | classic  |

    @variante-traditional
    Exemples:
      | variante    |
      | traditional |

    @variante-club
    Exemples:
      | variante |
      | club     |

    @variante-bridgee
    Exemples:
      | variante |
      | bridgee  |

  @doc-000 @doc-002 @doc-003 @doc-004
  Plan du Scénario: Partenaire maître par une coupe : on peut même couper plus petit que lui
    # 003 le dit en toutes lettres ; 000, 002 et 004 laissent « la carte de son choix » quand
    # le partenaire tient le pli, donc un atout plus faible aussi.
    Soit une donne de la variante "<variante>" à l'atout cœur
    Et la règle "play.partner_master" vaut free
    Et la règle "play.partner_master_undertrump" vaut allowed
    Et Est a joué l'as de carreau
    Et Nord a joué le dix de cœur
    Et Ouest a joué le sept de carreau
    Quand Sud doit jouer avec 8♥ A♥ R♣
    Alors toutes ses cartes sont jouables
    Et le huit de cœur est jouable

    @variante-classic
    Exemples:
      | variante |
      | classic  |

    @variante-traditional
    Exemples:
      | variante    |
      | traditional |

    @variante-club
    Exemples:
      | variante |
      | club     |

    @variante-bridgee
    Exemples:
      | variante |
      | bridgee  |

  @doc-000 @doc-002 @doc-003 @doc-004
  Plan du Scénario: Partenaire battu : il faut couper
    # Nord a joué, mais l'as d'Ouest tient le pli : Sud, sans pique, doit couper.
    Soit une donne de la variante "<variante>" à l'atout cœur
    Et la règle "play.must_trump" vaut unless_partner_master
    Et Nord a joué le roi de pique
    Et Ouest a joué l'as de pique
    Quand Sud doit jouer avec 7♥ 10♦ A♣
    Alors les cartes jouables sont 7♥
    Et l'as de trèfle est refusé au nom de la règle "play.must_trump"

    @variante-classic
    Exemples:
      | variante |
      | classic  |

    @variante-traditional
    Exemples:
      | variante    |
      | traditional |

    @variante-club
    Exemples:
      | variante |
      | club     |

    @variante-bridgee
    Exemples:
      | variante |
      | bridgee  |

  @doc-000 @doc-002 @doc-003 @doc-004
  Plan du Scénario: Un adversaire a coupé : il faut surcouper si on le peut
    Soit une donne de la variante "<variante>" à l'atout cœur
    Et la règle "play.must_trump" vaut unless_partner_master
    Et la règle "play.overtrump" vaut required
    Et Nord a joué l'as de pique
    Et Ouest a joué le neuf de cœur
    Quand Sud doit jouer avec V♥ 8♥ R♣
    Alors les cartes jouables sont V♥
    Et le huit de cœur est refusé au nom de la règle "play.overtrump"

    @variante-classic
    Exemples:
      | variante |
      | classic  |

    @variante-traditional
    Exemples:
      | variante    |
      | traditional |

    @variante-club
    Exemples:
      | variante |
      | club     |

    @variante-bridgee
    Exemples:
      | variante |
      | bridgee  |

  # ===================================================================== pisser ou pas

  @doc-002 @doc-003
  Plan du Scénario: Il faut pisser quand on ne peut pas surcouper un adversaire
    # Ouest a coupé du neuf ; Sud n'a que le huit d'atout : il doit le mettre, pas se défausser.
    Soit une donne de la variante "<variante>" à l'atout cœur
    Et la règle "play.undertrump" vaut required
    Et Nord a joué l'as de pique
    Et Ouest a joué le 9 de cœur
    Quand Sud doit jouer avec 8♥ V♦ R♣ A♣
    Alors les cartes jouables sont 8♥
    Et V♦ est refusée au nom de la règle "play.undertrump"

    @variante-classic
    Exemples:
      | variante |
      | classic  |

    @variante-traditional
    Exemples:
      | variante    |
      | traditional |

    # 004 parle de couper et de monter sans rien dire de la sous-coupe : la belote bridgée
    # garde la règle commune de 002 et 003.
    @doc-004 @variante-bridgee
    Exemples:
      | variante |
      | bridgee  |

  @doc-000 @variante-club
  Scénario: Au club, on ne pisse pas : sans pouvoir surcouper, on joue ce qu'on veut
    # Règle 4 du club : incapable de passer l'atout d'un adversaire qui a coupé, on n'est plus
    # tenu de couper ; on peut se défausser (ou poser son petit atout si on préfère).
    Soit une donne de la variante "club" à l'atout cœur
    Et la règle "play.undertrump" vaut waived
    Et Nord a joué l'as de pique
    Et Ouest a joué le 9 de cœur
    Quand Sud doit jouer avec 8♥ V♦ R♣ A♣
    Alors toutes ses cartes sont jouables
    Et le valet de carreau est jouable
    Et le huit de cœur est jouable

  # ===================================================================== sans atout et tout atout

  @doc-000 @doc-004
  Plan du Scénario: À sans atout, on fournit sans obligation de monter, et on ne coupe jamais
    Soit une donne de la variante "<variante>" à sans atout
    Et la règle "play.follow_suit" vaut required
    Et la règle "play.plain_climb" vaut none
    Et Nord a joué le sept de pique
    Et Ouest a joué le dix de pique
    # Sud a du pique : il en met, gros ou petit.
    Quand Sud doit jouer avec A♠ 8♠ V♦
    Alors les cartes jouables sont A♠ 8♠
    Et le valet de carreau est refusé au nom de la règle "play.follow_suit"
    # Sans pique, rien ne l'oblige : il n'y a pas d'atout pour couper.
    Quand Sud doit jouer avec V♦ A♥ 9♣
    Alors toutes ses cartes sont jouables

    @variante-club @option-sans-atout
    Exemples:
      | variante        |
      | club+sans-atout |

    @variante-bridgee
    Exemples:
      | variante |
      | bridgee  |

  @doc-000 @doc-004
  Plan du Scénario: À tout atout, il faut monter sur la carte qui tient le pli si on le peut
    Soit une donne de la variante "<variante>" à tout atout
    Et la règle "play.tout_atout_climb" vaut required
    Et Nord a joué le sept de pique
    Et Ouest a joué le neuf de pique
    # Seul le valet passe le neuf ; l'as, plus faible que le neuf à tout atout, est refusé.
    Quand Sud doit jouer avec V♠ A♠ D♦
    Alors les cartes jouables sont V♠
    Et l'as de pique est refusé au nom de la règle "play.tout_atout_climb"
    Et la dame de carreau est refusée au nom de la règle "play.follow_suit"
    # Sans carte assez forte, n'importe quel pique.
    Quand Sud doit jouer avec A♠ 8♠ R♦
    Alors les cartes jouables sont A♠ 8♠
    # Sans pique, on ne peut pas couper : toutes les cartes passent.
    Quand Sud doit jouer avec R♦ V♥ 9♣
    Alors toutes ses cartes sont jouables

    @variante-club @option-tout-atout
    Exemples:
      | variante        |
      | club+tout-atout |

    @variante-bridgee
    Exemples:
      | variante |
      | bridgee  |

  @doc-000 @doc-004
  Plan du Scénario: À tout atout, on monte aussi sur son partenaire
    # « Toujours » obligé de monter : même quand c'est Nord, partenaire de Sud, qui tient.
    Soit une donne de la variante "<variante>" à tout atout
    Et la règle "play.tout_atout_climb" vaut required
    Et Nord a joué le neuf de pique
    Et Ouest a joué le sept de pique
    Quand Sud doit jouer avec V♠ 10♠ D♦
    Alors les cartes jouables sont V♠
    Et le dix de pique est refusé au nom de la règle "play.tout_atout_climb"

    @variante-club @option-tout-atout
    Exemples:
      | variante        |
      | club+tout-atout |

    @variante-bridgee
    Exemples:
      | variante |
      | bridgee  |

  # ------------------------------------------------------------ l'autre lecture de « monter »

  @doc-000 @doc-004
  Plan du Scénario: Option : on ne sous-coupe pas son partenaire maître à l'atout
    # 000 (règle 3) et 004 : « on est obligé de monter » quand on joue atout. Lu aussi sur le
    # partenaire maître (options sous-coupe-interdite du club et monter-sur-partenaire de la
    # bridgée) : qui coupe doit passer au-dessus de l'atout du partenaire ; sans en avoir, il se
    # défausse d'une autre couleur.
    Soit une donne de la variante "<variante>" à l'atout cœur
    Et la règle "play.partner_master_undertrump" vaut forbidden
    Et Nord a joué l'as de pique
    Et Ouest a joué le 9 de cœur
    Et Sud a joué le 7 de pique
    # Ouest, partenaire d'Est, tient le pli avec le 9 d'atout. Est n'a pas de pique : il peut
    # se défausser du 7♦, ou couper avec un atout plus fort que le 9 (le valet) ; le 10 et le
    # 8 de cœur passeraient sous son partenaire.
    Quand Est doit jouer avec 10♥ 8♥ 7♦ V♥
    Alors les cartes jouables sont V♥ 7♦
    Et 10♥ est refusé au nom de la règle "play.partner_master_undertrump"

    @variante-club @option-sous-coupe-interdite
    Exemples:
      | variante                  |
      | club+sous-coupe-interdite |

    @variante-bridgee @option-monter-sur-partenaire
    Exemples:
      | variante                       |
      | bridgee+monter-sur-partenaire  |
