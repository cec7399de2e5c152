# language: fr
@phase-annonces
Fonctionnalité: Les annonces
  Tierces, cinquantes, cents et carrés : ce que rapporte chaque combinaison, comment on départage
  deux équipes qui en montrent, et les cas où l'on n'en tient aucun compte.
  Une seule équipe marque ses annonces : celle qui montre la meilleure, et elle compte alors
  toutes les siennes, celles du partenaire comprises. La belote est traitée à part.

  # ------------------------------------------------------------------ les suites

  @doc-000 @doc-002 @doc-003
  Plan du Scénario: Tierce, cinquante et cent, et seule l'équipe la mieux annoncée marque
    Soit une donne de la variante "<variante>" à l'atout pique
    Et la règle "annonces.enabled" vaut true
    Et la règle "annonces.in_modes.suit" vaut true
    Et la règle "annonces.sequences.tierce.length" vaut 3
    Et la règle "annonces.sequences.tierce.points" vaut 20
    Et la règle "annonces.sequences.cinquante.length" vaut 4
    Et la règle "annonces.sequences.cinquante.points" vaut 50
    Et la règle "annonces.sequences.cent.length" vaut 5
    Et la règle "annonces.sequences.cent.points" vaut 100
    Et la règle "annonces.declare" vaut first_card
    Et la règle "annonces.show" vaut second_trick
    Et les mains suivantes :
      | joueur | cartes                   |
      | Nord   | 7♥ 8♥ 9♥ 8♦ R♦ A♦ R♣ A♣  |
      | Ouest  | 9♦ 10♦ V♦ D♦ D♠ A♠ R♥ 7♣ |
      | Sud    | 8♣ 9♣ 10♣ V♣ D♣ 8♠ 10♠ V♥ |
      | Est    | 7♠ 9♠ V♠ R♠ 10♥ D♥ A♥ 7♦ |
    Quand on résout les annonces
    Alors Nord annonce une tierce (20)
    Et Ouest annonce un cinquante (50)
    Et Sud annonce un cent (100)
    Et Est n'annonce rien
    # Le cent de Sud est la plus forte annonce de la table : NS la marque avec la tierce de
    # Nord (100 + 20 = 120), alors que la tierce vaut moins que le cinquante d'Ouest.
    # Le cinquante d'Ouest ne rapporte rien à EO.
    Et l'équipe NS marque 120 points d'annonces
    Et l'équipe EO marque 0 points d'annonces

    @variante-classic @variante-club @variante-traditional
    Exemples:
      | variante    |
      | classic     |
      | club        |
      | traditional |

  @doc-002
  Plan du Scénario: Huit cartes qui se suivent ne font qu'un cent
    # 002 : « cinq cartes ou plus » qui se suivent valent un cent, rien de plus. 003 ne parle
    # pas des suites plus longues ; la variante traditionnelle suit 002.
    Soit une donne de la variante "<variante>" à l'atout pique
    Et la règle "annonces.long_sequences" vaut single
    Et Nord tient 7♥ 8♥ 9♥ 10♥ V♥ D♥ R♥ A♥
    Quand on résout les annonces
    Alors Nord annonce un cent (100)
    Et l'équipe NS marque 100 points d'annonces

    @variante-classic @variante-traditional
    Exemples:
      | variante    |
      | classic     |
      | traditional |

  @doc-000 @variante-club
  Scénario: Au club, une longue suite se coupe en plusieurs annonces
    # Au club une carte ne sert qu'à une annonce : les cinq plus hautes cartes (10 à l'as) font
    # un cent, les trois qui restent (7, 8, 9) une tierce : 100 + 20 = 120.
    Soit une donne de la variante "club" à l'atout pique
    Et la règle "annonces.long_sequences" vaut split
    Et Nord tient 7♥ 8♥ 9♥ 10♥ V♥ D♥ R♥ A♥
    Quand on résout les annonces
    Alors Nord annonce un cent (100) et une tierce (20)
    Et l'équipe NS marque 120 points d'annonces

  # ------------------------------------------------------------------ les carrés

  @doc-000 @doc-002 @doc-003
  Plan du Scénario: Carré de valets 200, de neuf 150, d'as ou de dix 100
    Soit une donne de la variante "<variante>" à l'atout cœur
    Et la règle "annonces.carres.jack" vaut 200
    Et la règle "annonces.carres.nine" vaut 150
    Et la règle "annonces.carres.ace" vaut 100
    Et la règle "annonces.carres.ten" vaut 100
    Et les mains suivantes :
      | joueur | cartes                       |
      | Nord   | V♠ V♥ V♦ V♣ R♠ R♥ 8♦ 8♣      |
      | Ouest  | 9♠ 9♥ 9♦ 9♣ R♦ R♣ 7♠ 7♥      |
      | Sud    | A♠ A♥ A♦ A♣ D♠ D♥ 8♠ 8♥      |
      | Est    | 10♠ 10♥ 10♦ 10♣ D♦ D♣ 7♦ 7♣  |
    Quand on résout les annonces
    Alors Nord annonce un carré de valets (200)
    Et Ouest annonce un carré de neuf (150)
    Et Sud annonce un carré d'as (100)
    Et Est annonce un carré de dix (100)
    # Les valets de Nord (200) battent les neuf d'Ouest (150) : NS marque aussi les as de Sud.
    # 200 + 100 = 300.
    Et l'équipe NS marque 300 points d'annonces
    Et l'équipe EO marque 0 points d'annonces

    @variante-classic @variante-club @variante-traditional
    Exemples:
      | variante    |
      | classic     |
      | club        |
      | traditional |

  @doc-000 @doc-002 @doc-003
  Plan du Scénario: Carré de rois ou de dames 100, carré de sept ou de huit rien du tout
    Soit une donne de la variante "<variante>" à <atout>
    Et la règle "annonces.<barème>.king" vaut 100
    Et la règle "annonces.<barème>.queen" vaut 100
    Et la règle "annonces.<barème>.eight" vaut 0
    Et la règle "annonces.<barème>.seven" vaut 0
    Et la règle "annonces.cancelling_carres.ranks" vaut []
    Et la règle "annonces.cancelling_carres.effect" vaut annonces
    Et les mains suivantes :
      | joueur | cartes                      |
      | Nord   | R♠ R♥ R♦ R♣ V♠ V♥ A♦ A♣     |
      | Ouest  | D♠ D♥ D♦ D♣ 9♠ 9♥ 10♦ 10♣   |
      | Sud    | 8♠ 8♥ 8♦ 8♣ A♠ A♥ V♦ V♣     |
      | Est    | 7♠ 7♥ 7♦ 7♣ 10♠ 10♥ 9♦ 9♣   |
    Quand on résout les annonces
    Alors Nord annonce un carré de rois (100)
    Et Ouest annonce un carré de dames (100)
    Et Sud n'annonce rien
    Et Est n'annonce rien
    # Deux carrés de 100 : le plus haut gagne, les rois passent devant les dames. Les carrés
    # de huit et de sept ne valent rien et n'annulent rien ici.
    Et l'équipe NS marque 100 points d'annonces

    @variante-classic @variante-club @variante-traditional
    Exemples:
      | variante    | atout         | barème  |
      | classic     | l'atout cœur  | carres  |
      | club        | l'atout cœur  | carres  |
      | traditional | l'atout cœur  | carres  |

    @variante-club @option-sans-atout
    Exemples:
      | variante        | atout      | barème            |
      | club+sans-atout | sans atout | carres_sans_atout |

  @doc-000 @variante-club
  Scénario: Au club, les carrés de 100 se rangent dans l'ordre du document : les dix devant les rois
    # 000 liste les carrés « de la plus forte à la plus faible » : valets, neuf, as, dix, rois,
    # dames ; à sans atout : as, dix, rois, dames, valets, neuf.
    Soit une donne de la variante "club" à l'atout carreau
    Et la règle "annonces.carre_order.suit" vaut [jack, nine, ace, ten, king, queen, eight, seven]
    Et la règle "annonces.carre_order.sans_atout" vaut [ace, ten, king, queen, jack, nine, eight, seven]
    Et les mains suivantes :
      | joueur | cartes                      |
      | Nord   | R♠ R♥ R♦ R♣ 7♠ 9♠ 7♥ 9♥     |
      | Est    | 10♠ 10♥ 10♦ 10♣ 8♠ A♠ 8♥ A♥ |
    Quand on résout les annonces
    Alors Nord annonce un carré de rois (100)
    Et Est annonce un carré de dix (100)
    # Deux carrés de 100 : le carré de dix est listé avant celui des rois, il l'emporte.
    Et l'équipe EO marque 100 points d'annonces

  @doc-002 @doc-003
  Plan du Scénario: Sans ordre donné par le document, les carrés de 100 se rangent dans l'ordre naturel
    # 002 et 003 ne rangent pas les carrés de 100 entre eux ; « la plus haute » se lit dans
    # l'ordre naturel des cartes (choix noté dans la provenance) : les rois devant les dix.
    Soit une donne de la variante "<variante>" à l'atout carreau
    Et la règle "annonces.carre_order.suit" vaut [ace, king, queen, jack, ten, nine, eight, seven]
    Et la règle "annonces.carre_order.sans_atout" vaut [ace, king, queen, jack, ten, nine, eight, seven]
    Et les mains suivantes :
      | joueur | cartes                      |
      | Nord   | R♠ R♥ R♦ R♣ 7♠ 9♠ 7♥ 9♥     |
      | Est    | 10♠ 10♥ 10♦ 10♣ 8♠ A♠ 8♥ A♥ |
    Quand on résout les annonces
    Alors l'équipe NS marque 100 points d'annonces

    @variante-classic
    Exemples:
      | variante |
      | classic  |

    @variante-traditional
    Exemples:
      | variante    |
      | traditional |

  @doc-000
  Plan du Scénario: Au club, à sans atout les carrés d'as et de dix passent devant
    # 000 donne un barème propre au sans atout : as 200, dix 150, les autres 100.
    # Au tout atout comme à une couleur, c'est le barème ordinaire : valets 200, neuf 150.
    Soit une donne de la variante "<variante>" à <atout>
    Et la règle "annonces.in_modes.<mode>" vaut true
    Et la règle "annonces.carres_sans_atout.ace" vaut 200
    Et la règle "annonces.carres_sans_atout.ten" vaut 150
    Et la règle "annonces.carres_sans_atout.jack" vaut 100
    Et la règle "annonces.carres_sans_atout.nine" vaut 100
    Et les mains suivantes :
      | joueur | cartes                       |
      | Nord   | A♠ A♥ A♦ A♣ R♠ R♥ 8♦ 8♣      |
      | Ouest  | V♠ V♥ V♦ V♣ D♠ D♥ 7♦ 7♣      |
      | Sud    | 9♠ 9♥ 9♦ 9♣ R♦ R♣ 7♠ 7♥      |
      | Est    | 10♠ 10♥ 10♦ 10♣ D♦ D♣ 8♠ 8♥  |
    Quand on résout les annonces
    Alors Nord annonce un carré d'as (<nord>)
    Et Ouest annonce un carré de valets (<ouest>)
    Et Sud annonce un carré de neuf (<sud>)
    Et Est annonce un carré de dix (<est>)
    # Sans atout : les as de Nord (200) sont le meilleur carré, NS ajoute les neuf de Sud : 300.
    # Tout atout : les valets d'Ouest (200) l'emportent, EO ajoute les dix d'Est : 300.
    Et l'équipe <équipe> marque 300 points d'annonces

    @variante-club @option-sans-atout @option-tout-atout
    Exemples:
      | variante        | atout      | mode       | nord | ouest | sud | est | équipe |
      | club+sans-atout | sans atout | sans_atout | 200  | 100   | 100 | 150 | NS     |
      | club+tout-atout | tout atout | tout_atout | 100  | 200   | 150 | 100 | EO     |

  # ------------------------------------------------------------------ une carte, deux annonces ?

  @doc-002
  Plan du Scénario: Une même carte compte dans un carré et dans une suite
    # Le valet de carreau sert au carré de valets et au cinquante 8-9-10-valet : 200 + 50.
    # 003 ne dit pas si une carte peut servir deux fois ; la variante traditionnelle suit 002.
    Soit une donne de la variante "<variante>" à l'atout cœur
    Et la règle "annonces.card_reuse" vaut carre_and_sequence
    Et Nord tient V♠ V♥ V♦ V♣ 8♦ 9♦ 10♦ A♠
    Quand on résout les annonces
    Alors Nord annonce un carré (200) et un cinquante (50)
    Et l'équipe NS marque 250 points d'annonces

    @variante-classic @variante-traditional
    Exemples:
      | variante    |
      | classic     |
      | traditional |

  @doc-000 @variante-club
  Scénario: Au club, une carte ne compte que dans une annonce et l'on garde le meilleur partage
    # 000 (Les annonces) : « une carte ne peut compter que pour une seule annonce à la fois,
    # sauf pour la belote. » Le club ne dit pas quel partage garder : choix, celui qui rapporte
    # le plus. Le valet de carreau ne peut servir qu'une fois. Carré (200) + tierce 8-9-10 (20)
    # = 220 vaut mieux que le cinquante seul (50) : on garde le carré et la tierce.
    Soit une donne de la variante "club" à l'atout cœur
    Et la règle "annonces.card_reuse" vaut none
    Et Nord tient V♠ V♥ V♦ V♣ 8♦ 9♦ 10♦ A♠
    Quand on résout les annonces
    Alors Nord annonce un carré (200) et une tierce (20)
    Et l'équipe NS marque 220 points d'annonces

  @doc-000 @variante-club
  Scénario: Au club, entre un carré et une suite qui rapportent autant, on garde le carré
    # « Une carte ne peut compter que pour une seule annonce à la fois » (000) : le 10♥ sert au
    # carré de dix (100) ou au cent 8-9-10-V-D de cœur (100). Sans le 10♥, il reste 8-9 et V-D :
    # aucune suite. Les deux partages valent 100 ; choix : on garde le carré, qui l'emporte
    # sur un cent de même valeur (« un carré de 100 points est plus fort qu'un cent »).
    Soit une donne de la variante "club" à l'atout pique
    Et la règle "annonces.card_reuse" vaut none
    Et Nord tient 10♠ 10♥ 10♦ 10♣ 8♥ 9♥ V♥ D♥
    Quand on résout les annonces
    Alors Nord annonce un carré (100)
    Et l'équipe NS marque 100 points d'annonces

  # ------------------------------------------------------------------ départager les équipes

  @doc-000 @doc-002 @doc-003
  Plan du Scénario: À points égaux, l'annonce la plus haute l'emporte
    Soit une donne de la variante "<variante>" à l'atout cœur
    Et la règle "annonces.tie_break" vaut <départage>
    Et les mains suivantes :
      | joueur | cartes                     |
      | Nord   | D♠ R♠ A♠ A♥ R♦ A♦ V♣ R♣    |
      | Ouest  | 8♠ 10♠ 8♥ 10♥ R♥ 7♦ 9♦ 7♣  |
      | Sud    | 7♠ 9♠ 7♥ 9♥ V♥ 8♣ 10♣ D♣   |
      | Est    | 10♦ V♦ D♦ V♠ D♥ 8♦ 9♣ A♣   |
    Quand on résout les annonces
    Alors Nord annonce une tierce à l'as (20)
    Et Est annonce une tierce à la dame (20)
    # Deux tierces de 20, hors atout : celle à l'as bat celle à la dame.
    Et l'équipe NS marque 20 points d'annonces
    Et l'équipe EO marque 0 points d'annonces

    @variante-classic @variante-club @variante-traditional
    Exemples:
      | variante    | départage                                      |
      | classic     | [carre_over_sequence, longer, higher, trump]   |
      | club        | [carre_over_sequence, higher, trump]           |
      | traditional | [higher, trump]                                |

  @doc-000 @doc-002 @doc-003
  Plan du Scénario: À points et hauteur égaux, l'annonce à l'atout l'emporte
    Soit une donne de la variante "<variante>" à l'atout cœur
    Et la règle "annonces.tie_break" vaut <départage>
    Et les mains suivantes :
      | joueur | cartes                       |
      | Nord   | 9♣ 10♣ V♣ 8♥ D♠ A♠ D♦ A♦     |
      | Ouest  | 8♠ 10♠ R♠ 7♥ D♥ 8♦ 10♦ R♦    |
      | Sud    | 7♠ 9♠ V♠ 7♦ 9♦ V♦ 7♣ D♣      |
      | Est    | 9♥ 10♥ V♥ R♥ A♥ 8♣ R♣ A♣     |
    Quand on résout les annonces
    Alors Nord annonce une tierce au valet (20)
    Et Est annonce une tierce au valet (20)
    # Même valeur, même hauteur : la tierce de cœur d'Est est à l'atout, EO la marque.
    Et l'équipe EO marque 20 points d'annonces
    Et l'équipe NS marque 0 points d'annonces

    @variante-classic @variante-club @variante-traditional
    Exemples:
      | variante    | départage                                      |
      | classic     | [carre_over_sequence, longer, higher, trump]   |
      | club        | [carre_over_sequence, higher, trump]           |
      | traditional | [higher, trump]                                |

  @doc-000 @doc-002 @doc-003
  Plan du Scénario: Égalité parfaite : personne ne marque, même les petites annonces
    Soit une donne de la variante "<variante>" à l'atout cœur
    Et la règle "annonces.still_tied" vaut nobody_scores
    Et les mains suivantes :
      | joueur | cartes                      |
      | Nord   | 10♠ V♠ D♠ 7♣ 8♣ 9♣ R♦ A♦    |
      | Ouest  | 8♠ A♠ 8♥ 10♥ R♥ 7♦ 9♦ V♣    |
      | Sud    | 7♠ 9♠ 7♥ 9♥ V♥ 10♣ D♣ A♣    |
      | Est    | 10♦ V♦ D♦ R♠ D♥ A♥ 8♦ R♣    |
    Quand on résout les annonces
    Alors Nord annonce une tierce (20) et une tierce (20)
    Et Est annonce une tierce (20)
    # Les meilleures annonces sont deux tierces à la dame, à pique et à carreau, hors atout :
    # rien ne les sépare. La seconde tierce de Nord (7-8-9 de trèfle) ne sauve rien.
    Et aucune équipe ne marque d'annonce

    @variante-classic @variante-club @variante-traditional
    Exemples:
      | variante    |
      | classic     |
      | club        |
      | traditional |

  @doc-000 @doc-002 @doc-003
  Plan du Scénario: Un carré de 100 bat un cent
    Soit une donne de la variante "<variante>" à l'atout cœur
    Et la règle "annonces.tie_break" vaut <départage>
    Et les mains suivantes :
      | joueur | cartes                        |
      | Nord   | A♠ A♥ A♦ A♣ R♠ 7♥ 9♦ V♣       |
      | Ouest  | 7♠ 8♠ 9♠ 10♠ V♠ 8♥ 10♥ R♦     |
      | Sud    | D♠ 9♥ R♥ 7♦ 10♦ D♦ 7♣ 9♣      |
      | Est    | V♥ D♥ 8♦ V♦ 8♣ 10♣ D♣ R♣      |
    Quand on résout les annonces
    Alors Nord annonce un carré d'as (100)
    Et Ouest annonce un cent (100)
    # 100 contre 100. 000 et 002 : le carré passe devant la suite. 003 : la plus haute
    # l'emporte, et les as sont plus hauts que le valet qui termine le cent d'Ouest.
    Et l'équipe NS marque 100 points d'annonces
    Et l'équipe EO marque 0 points d'annonces

    @variante-classic @variante-club @variante-traditional
    Exemples:
      | variante    | départage                                      |
      | classic     | [carre_over_sequence, longer, higher, trump]   |
      | club        | [carre_over_sequence, higher, trump]           |
      | traditional | [higher, trump]                                |

  @doc-002 @variante-classic
  Scénario: Deux cents à égalité : en classique, le plus long l'emporte
    # Nord a six cartes de cœur qui se suivent (7 à la dame), un seul cent ; Ouest un cent de
    # cinq cartes, du 10 à l'as de pique. 002 regarde la longueur avant la hauteur : Nord gagne.
    Soit une donne de la variante "classic" à l'atout trèfle
    Et la règle "annonces.tie_break" vaut [carre_over_sequence, longer, higher, trump]
    Et les mains suivantes :
      | joueur | cartes                       |
      | Nord   | 7♥ 8♥ 9♥ 10♥ V♥ D♥ A♥ 7♦     |
      | Ouest  | 10♠ V♠ D♠ R♠ A♠ R♥ 8♦ 8♣     |
      | Sud    | 7♠ 9♠ 9♦ V♦ R♦ 7♣ 10♣ D♣     |
      | Est    | 8♠ 10♦ D♦ A♦ 9♣ V♣ R♣ A♣     |
    Quand on résout les annonces
    Alors Nord annonce un cent (100)
    Et Ouest annonce un cent (100)
    Et l'équipe NS marque 100 points d'annonces
    Et l'équipe EO marque 0 points d'annonces

  @doc-000 @doc-003
  Plan du Scénario: Deux cents à égalité : au club et en traditionnelle, le plus haut l'emporte
    # 000 et 003 ne regardent que la hauteur : le cent à l'as d'Ouest bat celui de Nord, qui
    # s'arrête à la dame. Au club, la suite de six de Nord se coupe : un cent (8 à la dame),
    # le 7 reste seul.
    Soit une donne de la variante "<variante>" à l'atout trèfle
    Et la règle "annonces.tie_break" vaut <départage>
    Et les mains suivantes :
      | joueur | cartes                       |
      | Nord   | 7♥ 8♥ 9♥ 10♥ V♥ D♥ A♥ 7♦     |
      | Ouest  | 10♠ V♠ D♠ R♠ A♠ R♥ 8♦ 8♣     |
      | Sud    | 7♠ 9♠ 9♦ V♦ R♦ 7♣ 10♣ D♣     |
      | Est    | 8♠ 10♦ D♦ A♦ 9♣ V♣ R♣ A♣     |
    Quand on résout les annonces
    Alors Nord annonce un cent (100)
    Et Ouest annonce un cent (100)
    Et l'équipe EO marque 100 points d'annonces
    Et l'équipe NS marque 0 points d'annonces

    @variante-club @variante-traditional
    Exemples:
      | variante    | départage                            |
      | club        | [carre_over_sequence, higher, trump] |
      | traditional | [higher, trump]                      |

  # ------------------------------------------------------------------ suites et carrés à part

  @doc-002 @variante-classic
  Scénario: En classique, le carré d'une équipe lui fait aussi marquer la tierce du partenaire
    # 002 : « Seule l’équipe qui détient la meilleure annonce marque toutes les siennes ».
    # Le carré de neuf d'Est (150) est la meilleure annonce : EO marque ce carré et la tierce
    # d'Ouest (150 + 20 = 170). La tierce au roi de Nord, plus haute que celle d'Ouest, ne
    # rapporte rien à NS.
    Soit une donne de la variante "classic" à l'atout pique
    Et la règle "annonces.resolution" vaut best_team
    Et Nord tient V♥ D♥ R♥
    Et Ouest tient 10♦ V♦ D♦
    Et Est tient 9♠ 9♥ 9♦ 9♣
    Quand on résout les annonces
    Alors l'équipe EO marque 170 points d'annonces
    Et l'équipe NS marque 0 points d'annonces

  @regles-BGE
  Scénario: Suites et carrés comparés à part : chaque équipe gagne sa sorte
    # À la belote bulgare, on compare les suites entre elles, puis les carrés entre eux. Les
    # mêmes mains : la tierce au roi de Nord bat la tierce à la dame d'Ouest (même longueur, la
    # plus haute l'emporte) : NS marque ses suites, 20. Seule EO a un carré : elle marque ses
    # carrés, 150, mais plus la tierce d'Ouest, battue chez les suites.
    Soit une donne de la variante "classic" à l'atout pique
    Et la règle "annonces.resolution" est mise à per_kind
    Et Nord tient V♥ D♥ R♥
    Et Ouest tient 10♦ V♦ D♦
    Et Est tient 9♠ 9♥ 9♦ 9♣
    Quand on résout les annonces
    Alors Nord annonce une tierce (20)
    Et Est annonce un carré de neuf (150)
    Et l'équipe NS marque 20 points d'annonces
    Et l'équipe EO marque 150 points d'annonces

  @regles-BGE
  Scénario: Suites et carrés comparés à part : deux suites égales ne marquent rien, le carré si
    # « If the highest bids of both teams are of equal strength then no team records sequential
    # bonuses scores » : deux tierces au roi, ni l'une ni l'autre à l'atout, ne rapportent rien.
    # L'égalité des suites n'empêche pas le carré de neuf d'Est de marquer ses 150 points.
    Soit une donne de la variante "classic" à l'atout pique
    Et la règle "annonces.resolution" est mise à per_kind
    Et la règle "annonces.still_tied" vaut nobody_scores
    Et Nord tient V♥ D♥ R♥
    Et Ouest tient V♦ D♦ R♦
    Et Est tient 9♠ 9♥ 9♦ 9♣
    Quand on résout les annonces
    Alors l'équipe NS marque 0 points d'annonces
    Et l'équipe EO marque 150 points d'annonces

  @regles-NKU
  Scénario: Chaque équipe marque ses annonces, sans rien comparer
    # Au klaverjas, le roem ne se compare pas : chaque camp écrit le sien. Lu pour les annonces
    # de la main : NS marque les tierces au roi de Nord et de Sud (20 + 20 = 40),
    # EO le carré de neuf d'Est et la tierce d'Ouest (150 + 20 = 170).
    Soit une donne de la variante "classic" à l'atout pique
    Et la règle "annonces.resolution" est mise à each_own
    Et Nord tient V♥ D♥ R♥
    Et Sud tient V♣ D♣ R♣
    Et Ouest tient 10♦ V♦ D♦
    Et Est tient 9♠ 9♥ 9♦ 9♣
    Quand on résout les annonces
    Alors l'équipe NS marque 40 points d'annonces
    Et l'équipe EO marque 170 points d'annonces

  # ------------------------------------------------------------------ le carré de sept (003)

  @doc-003
  Plan du Scénario: Option carré de sept : un carré de sept ou de huit annule toutes les annonces
    # Sud tient le carré ; il annule aussi le cent de son partenaire Nord, pas seulement la
    # tierce d'Est.
    Soit une donne de la variante "traditional+carre-de-sept" à l'atout pique
    Et la règle "annonces.cancelling_carres.ranks" vaut [seven, eight]
    Et la règle "annonces.cancelling_carres.effect" vaut annonces
    Et Nord tient 9♥ 10♥ V♥ D♥ R♥ R♠ D♣ <nord>
    Et Ouest tient <ouest> A♥ 10♦ A♦ 10♠ D♠ 9♣
    Et Sud tient <carré> 9♠ V♠ 9♦ 10♣
    Et Est tient V♦ D♦ R♦ <est> A♠ V♣ R♣ A♣
    Quand on résout les annonces
    Alors Nord annonce un cent (100)
    Et Est annonce une tierce (20)
    Et les annonces sont annulées
    Et aucune équipe ne marque d'annonce

    @variante-traditional @option-carre-de-sept
    Exemples:
      | carré       | nord | ouest | est |
      | 7♠ 7♥ 7♦ 7♣ | 8♣   | 8♥ 8♠ | 8♦  |
      | 8♠ 8♥ 8♦ 8♣ | 7♣   | 7♥ 7♠ | 7♦  |

  @doc-003 @variante-traditional @option-carre-de-sept-donne
  Scénario: Option carré de sept à la donne : le carré de sept fait annuler la donne
    Soit une donne de la variante "traditional+carre-de-sept-donne" à l'atout pique
    Et la règle "annonces.cancelling_carres.ranks" vaut [seven]
    Et la règle "annonces.cancelling_carres.effect" vaut deal
    Et les mains suivantes :
      | joueur | cartes                        |
      | Nord   | 9♥ 10♥ V♥ D♥ R♥ R♠ D♣ 8♣      |
      | Ouest  | 8♥ 8♠ A♥ 10♦ A♦ 10♠ D♠ 9♣     |
      | Sud    | 7♠ 7♥ 7♦ 7♣ 9♠ V♠ 9♦ 10♣      |
      | Est    | V♦ D♦ R♦ 8♦ A♠ V♣ R♣ A♣       |
    Quand on résout les annonces
    Alors la donne est annulée

  @doc-003 @variante-traditional @option-carre-de-sept-donne
  Scénario: Option carré de sept à la donne : un carré de huit n'annule rien
    # Seul le carré de sept compte dans cet usage : le carré de huit de Sud ne vaut rien, le
    # cent de Nord bat la tierce d'Est et NS marque 100.
    Soit une donne de la variante "traditional+carre-de-sept-donne" à l'atout pique
    Et la règle "annonces.cancelling_carres.ranks" vaut [seven]
    Et les mains suivantes :
      | joueur | cartes                        |
      | Nord   | 9♥ 10♥ V♥ D♥ R♥ R♠ D♣ 7♣      |
      | Ouest  | 7♥ 7♠ A♥ 10♦ A♦ 10♠ D♠ 9♣     |
      | Sud    | 8♠ 8♥ 8♦ 8♣ 9♠ V♠ 9♦ 10♣      |
      | Est    | V♦ D♦ R♦ 7♦ A♠ V♣ R♣ A♣       |
    Quand on résout les annonces
    Alors Nord annonce un cent (100)
    Et Sud n'annonce rien
    Et Est annonce une tierce (20)
    Et l'équipe NS marque 100 points d'annonces

  # ------------------------------------------------------------------ sans annonces

  @doc-002 @doc-003 @doc-004
  Plan du Scénario: Sans annonces, ni suite ni carré ne compte, mais la belote reste
    Soit une donne de la variante "<variante>" à l'atout cœur
    Et la règle "annonces.enabled" vaut false
    Et Nord tient V♠ V♥ V♦ V♣ 9♥ 10♥ D♥ R♥
    Et Est tient 7♠ 8♠ 9♠ A♦
    Quand on résout les annonces
    Alors Nord n'annonce rien
    Et Est n'annonce rien
    Et aucune équipe ne marque d'annonce
    Et Nord a une belote

    @variante-bridgee @variante-classic @option-sans-annonces @variante-traditional
    Exemples:
      | variante                  |
      | bridgee                   |
      | classic+sans-annonces     |
      | traditional+sans-annonces |

  # ------------------------------------------------------------------ garder une annonce pour soi

  @doc-003 @variante-traditional
  Scénario: Dans le guide, on peut garder une annonce pour soi : elle ne compte pas
    # 003 (Deux écoles) : il vaut parfois mieux ne pas annoncer, pour ne pas dévoiler son jeu.
    # Nord garde son cinquante pour lui : les annonces se comparent sans lui.
    Soit une donne de la variante "traditional" à l'atout pique
    Et la règle "annonces.declaring" vaut optional
    Et les mains suivantes :
      | joueur | cartes                     |
      | Nord   | 9♥ 10♥ V♥ D♥ 7♠ 8♦ 7♣ 8♣   |
      | Ouest  | 9♦ 10♦ V♦ 8♠ 9♠ R♥ A♥ 9♣   |
      | Sud    | 7♥ 8♥ D♦ A♦ 10♠ V♠ 10♣ V♣  |
      | Est    | D♠ R♠ A♠ 7♦ R♦ D♣ R♣ A♣    |
    Et Nord garde ses annonces pour lui
    Quand on résout les annonces
    # Sans le cinquante de Nord, la tierce à l'as de pique d'Est (à l'atout) est la meilleure :
    # EO marque ses trois tierces, 20 + 20 + 20 = 60.
    Alors l'équipe EO marque 60 points d'annonces
    Et l'équipe NS marque 0 points d'annonces

  @doc-003 @variante-traditional @option-carre-de-sept
  Scénario: Dans le guide, on peut garder son carré de sept et déclarer ses autres annonces
    # 003 (Modalités des annonces) : « Si un joueur possède un carré de sept ou de huit, il peut
    # annuler les annonces mais ceci n'est pas une obligation étant donné qu'en faisant cela il
    # annule également les annonces de son partenaire. » Sud garde son carré pour lui et
    # déclare sa tierce 9-10-V♦ : rien n'est annulé.
    Soit une donne de la variante "traditional+carre-de-sept" à l'atout pique
    Et la règle "annonces.declaring" vaut optional
    Et la règle "annonces.cancelling_carres.ranks" vaut [seven, eight]
    Et les mains suivantes :
      | joueur | cartes                     |
      | Nord   | 9♥ 10♥ V♥ D♥ R♥ V♠ A♠ R♠   |
      | Ouest  | 8♣ 9♣ 10♣ 8♥ A♥ D♦ R♦ A♦   |
      | Sud    | 7♠ 7♥ 7♦ 7♣ 9♦ 10♦ V♦ 8♠   |
      | Est    | 9♠ 10♠ D♠ V♣ D♣ R♣ A♣ 8♦   |
    Et Sud garde pour lui son carré de sept et déclare les autres
    Quand on résout les annonces
    Alors Sud annonce une tierce (20)
    # Le cent de Nord (100) bat le cinquante d'Est (50) et les deux tierces d'Ouest : NS marque
    # le cent et la tierce de Sud, 100 + 20 = 120.
    Et l'équipe NS marque 120 points d'annonces
    Et l'équipe EO marque 0 points d'annonces

  @doc-003 @variante-traditional @option-carre-de-sept
  Scénario: Dans le guide, le carré de sept déclaré annule aussi les annonces du partenaire
    # Les mêmes mains ; Sud garde cette fois sa tierce et déclare son carré de sept, qui
    # « annule également les annonces de son partenaire » : le cent de Nord ne compte pas.
    Soit une donne de la variante "traditional+carre-de-sept" à l'atout pique
    Et la règle "annonces.declaring" vaut optional
    Et les mains suivantes :
      | joueur | cartes                     |
      | Nord   | 9♥ 10♥ V♥ D♥ R♥ V♠ A♠ R♠   |
      | Ouest  | 8♣ 9♣ 10♣ 8♥ A♥ D♦ R♦ A♦   |
      | Sud    | 7♠ 7♥ 7♦ 7♣ 9♦ 10♦ V♦ 8♠   |
      | Est    | 9♠ 10♠ D♠ V♣ D♣ R♣ A♣ 8♦   |
    Et Sud garde pour lui sa tierce au valet de carreau et déclare les autres
    Quand on résout les annonces
    Alors Sud n'annonce rien
    Et les annonces sont annulées
    Et aucune équipe ne marque d'annonce

  @doc-000 @doc-002
  Plan du Scénario: Ailleurs, on déclare toutes ses annonces
    Soit une donne de la variante "<variante>" à l'atout pique
    Et la règle "annonces.declaring" vaut required
    Et les mains suivantes :
      | joueur | cartes                     |
      | Nord   | 9♥ 10♥ V♥ D♥ 7♠ 8♦ 7♣ 8♣   |
      | Est    | D♠ R♠ A♠ 7♦ R♦ D♣ R♣ A♣    |
    Quand on résout les annonces
    # Le cinquante de Nord est déclaré et l'emporte sur les tierces d'Est.
    Alors l'équipe NS marque 50 points d'annonces

    @variante-classic
    Exemples:
      | variante |
      | classic  |

    @variante-club
    Exemples:
      | variante |
      | club     |

  # ------------------------------------------------------------------ annonce non montrée

  @doc-000 @variante-club
  Scénario: Au club, une annonce qu'on ne peut pas montrer profite aux adversaires
    # Renonce : le joueur qui a déclaré une combinaison qu'il ne peut pas montrer fait marquer
    # ses points au camp adverse. Nord a la meilleure annonce (cinquante 50 contre la tierce
    # d'Ouest) mais ne la montre pas : ses 50 points vont à EO.
    Soit une donne de la variante "club" à l'atout pique
    Et la règle "annonces.unshown" vaut opponents_score
    Et les mains suivantes :
      | joueur | cartes                     |
      | Nord   | 9♥ 10♥ V♥ D♥ 7♠ 8♦ 7♣ 8♣   |
      | Ouest  | 9♦ 10♦ V♦ 8♠ 9♠ R♥ A♥ 9♣   |
      | Sud    | 7♥ 8♥ D♦ A♦ 10♠ V♠ 10♣ V♣  |
      | Est    | D♠ R♠ A♠ 7♦ R♦ D♣ R♣ A♣    |
    Et Nord ne montre pas ses annonces
    Quand on résout les annonces
    # Est tient aussi D♠ R♠ A♠ (tierce à l'as) et D♣ R♣ A♣ : la meilleure annonce reste le
    # cinquante de Nord ; NS l'emporte, mais Nord ne montre pas : 50 points pour EO.
    Alors Nord annonce une cinquante (50)
    Et l'équipe EO marque 50 points d'annonces
    Et l'équipe NS marque 0 points d'annonces

  @doc-003
  Plan du Scénario: Une annonce qui n'est pas montrée ne compte pas
    # 003 (Modalités des annonces) : « Une annonce n'est pas prise en compte si elle n'est pas
    # montrée. » Elle est perdue, sans rien donner aux adversaires. Le guide ne dit pas si elle
    # désigne encore l'équipe qui a la plus forte annonce : choix, on compare à nouveau les
    # annonces qui restent. 002 n'en dit rien ; la variante classique suit la même règle.
    Soit une donne de la variante "<variante>" à l'atout pique
    Et la règle "annonces.unshown" vaut void
    Et les mains suivantes :
      | joueur | cartes                     |
      | Nord   | 9♥ 10♥ V♥ D♥ 7♠ 8♦ 7♣ 8♣   |
      | Ouest  | 9♦ 10♦ V♦ 8♠ 9♠ R♥ A♥ 9♣   |
      | Sud    | 7♥ 8♥ D♦ A♦ 10♠ V♠ 10♣ V♣  |
      | Est    | D♠ R♠ A♠ 7♦ R♦ D♣ R♣ A♣    |
    Et Nord ne montre pas ses annonces
    Quand on résout les annonces
    # Le cinquante de Nord l'emporterait mais n'est pas montré : il ne compte pour personne,
    # et les annonces se comparent sans lui. Sud n'a rien ; Est a la tierce à l'as de pique,
    # à l'atout, qui l'emporte : EO marque toutes les siennes, la tierce 9-10-V♦ d'Ouest et
    # les deux tierces d'Est (D-R-A♠ et D-R-A♣) : 20 + 20 + 20 = 60.
    Alors l'équipe EO marque 60 points d'annonces
    Et l'équipe NS marque 0 points d'annonces

    @variante-classic @variante-traditional
    Exemples:
      | variante    |
      | classic     |
      | traditional |

  # ------------------------------------------------------------------ les bonus de pli

  # Aucun des quatre documents ne connaît les combinaisons d'un pli : c'est le « roem » du
  # klaverjas, désactivé dans toutes les variantes livrées. Les scénarios l'activent pour
  # montrer ce que fait la règle : chaque pli est regardé quand il tombe, quelles que soient
  # les mains d'où viennent ses cartes, et l'équipe qui le remporte marque ce qu'il contient.
  # Les suites se lisent dans l'ordre naturel 7 8 9 10 V D R A (cards.sequence_order).
  @doc-002 @variante-classic
  Plan du Scénario: Ce que vaut un pli
    Soit une donne de la variante "classic" à l'atout pique
    Et la variante change les règles suivantes :
      | règle                 | valeur |
      | trick_bonuses.enabled | true   |
    Et la règle "trick_bonuses.run_of_three" vaut 20
    Et la règle "trick_bonuses.run_of_four" vaut 50
    Et la règle "trick_bonuses.trump_king_queen" vaut 20
    Alors le pli <pli> vaut <points> points de bonus

    Exemples:
      | pli           | points | pourquoi                                                |
      | 7♥ 8♥ 9♥ A♣   | 20     | trois cœurs qui se suivent                              |
      | 9♣ 7♣ A♦ 8♣   | 20     | dans n'importe quel ordre                               |
      | 10♥ V♥ D♥ R♥  | 50     | quatre qui se suivent : une suite de quatre, pas deux   |
      | 7♥ 9♥ V♥ R♥   | 0      | quatre cœurs dont aucun ne suit l'autre                 |
      | R♠ D♠ 7♥ 9♣   | 20     | le roi et la dame d'atout                               |
      | R♥ D♥ 7♣ 8♦   | 0      | le roi et la dame d'une autre couleur                   |
      | V♠ D♠ R♠ 8♠   | 40     | la suite valet-dame-roi d'atout et le roi et la dame    |
      | 10♠ V♠ D♠ R♠  | 70     | une suite de quatre qui les contient : 50 + 20          |
      | A♠ R♥ D♦ 9♣   | 0      | un pli ordinaire                                        |

  @doc-002 @variante-classic
  Plan du Scénario: Les quatre cartes d'un même rang dans un pli
    Soit une donne de la variante "classic" à l'atout cœur
    Et la variante change les règles suivantes :
      | règle                 | valeur |
      | trick_bonuses.enabled | true   |
    Et la règle "trick_bonuses.four_of_a_kind.<rang>" vaut 100
    Alors le pli <pli> vaut 100 points de bonus

    Exemples:
      | rang  | pli             |
      | seven | 7♠ 7♥ 7♦ 7♣     |
      | eight | 8♠ 8♥ 8♦ 8♣     |
      | nine  | 9♠ 9♥ 9♦ 9♣     |
      | ten   | 10♠ 10♥ 10♦ 10♣ |
      | jack  | V♠ V♥ V♦ V♣     |
      | queen | D♠ D♥ D♦ D♣     |
      | king  | R♠ R♥ R♦ R♣     |
      | ace   | A♠ A♥ A♦ A♣     |

  @doc-002 @variante-classic
  Scénario: Les bonus de pli vont à l'équipe qui remporte le pli
    Soit une donne de la variante "classic" prise par Est à l'atout pique
    Et la variante change les règles suivantes :
      | règle                 | valeur |
      | trick_bonuses.enabled | true   |
    Et la règle "scoring.contract.counts.taker.trick_bonuses" vaut true
    Et la règle "scoring.contract.counts.defence.trick_bonuses" vaut true
    Et la règle "scoring.outcomes.made.taker.trick_bonuses" vaut own
    Et la règle "scoring.outcomes.made.defence.trick_bonuses" vaut own
    Et les mains suivantes :
      | joueur | cartes                     |
      | Nord   | 7♥ D♥ V♦ R♦ 8♣ D♣ D♠ 7♠    |
      | Ouest  | 8♥ R♥ A♦ 8♦ 9♣ R♣ R♠ 10♠   |
      | Sud    | 9♥ 10♥ 7♦ 10♦ A♣ V♣ 8♠ A♠  |
      | Est    | A♥ V♥ 9♦ D♦ 7♣ 10♣ V♠ 9♠   |
    # Nord entame (Est a donné). Chacun a deux cartes de chaque couleur : on fournit toujours.
    # Pli 1 : 7♥ 8♥ 9♥ posés par Nord, Ouest et Sud se suivent (20) ; l'as d'Est prend : EO.
    # Pli 2 : V♥ D♥ R♥ 10♥, quatre cœurs qui se suivent (50) ; le 10 de Sud prend : NS.
    # Pli 3 : 7♦ 9♦ V♦ A♦, rien ne se suit : 0. Pli 4 : D♦ et R♦ ne sont pas l'atout : 0.
    # Pli 5 : 7♣ 8♣ 9♣ d'Est, Nord et Ouest (20), pris par l'as de Sud : NS.
    # Pli 6 : V♣ 10♣ D♣ R♣, une suite de quatre (50), au 10 d'Est : EO.
    # Pli 7 : V♠ D♠ R♠ 8♠, la suite valet-dame-roi (20) et le roi et la dame d'atout (20) : 40 à EO.
    # Pli 8 : 9♠ 7♠ 10♠ A♠, seuls le 9 et le 10 se suivent : 0.
    # NS : 50 + 20 = 70 ; EO : 20 + 50 + 40 = 110.
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | 7♥ 8♥ 9♥ A♥    |
      | Est    | V♥ D♥ R♥ 10♥   |
      | Sud    | 7♦ 9♦ V♦ A♦    |
      | Ouest  | 8♦ 10♦ D♦ R♦   |
      | Sud    | A♣ 7♣ 8♣ 9♣    |
      | Sud    | V♣ 10♣ D♣ R♣   |
      | Est    | V♠ D♠ R♠ 8♠    |
      | Est    | 9♠ 7♠ 10♠ A♠   |
    Alors les plis reviennent à Est Sud Ouest Sud Sud Est Est Est
    # Cartes : NS 19 + 17 + 11 = 47 ; EO 11 + 13 + 19 + 27 + 35 + 10 de der = 115.
    Et les plis valent 47 pour NS et 115 pour EO
    Et les bonus de pli valent 70 pour NS et 110 pour EO
    # EO a pris : 115 + 110 = 225 contre 47 + 70 = 117, contrat rempli ; chacun marque ses
    # points de cartes et ses bonus de pli.
    Et le moteur joue la donne enregistrée et marque 117 pour NS et 225 pour EO

  @doc-002 @variante-classic
  Scénario: Les bonus de pli comptent pour le contrat, et la défense les prend tous si le preneur chute
    Soit une donne de la variante "classic" prise par Nord à l'atout pique
    Et la variante change les règles suivantes :
      | règle                 | valeur |
      | trick_bonuses.enabled | true   |
    Et la règle "scoring.contract.counts.taker.trick_bonuses" vaut true
    Et la règle "scoring.outcomes.dedans.taker.trick_bonuses" vaut none
    Et la règle "scoring.outcomes.dedans.defence.trick_bonuses" vaut all
    Et les mains suivantes :
      | joueur | cartes                     |
      | Nord   | 7♥ D♥ V♦ R♦ 8♣ D♣ D♠ 7♠    |
      | Ouest  | 8♥ R♥ A♦ 8♦ 9♣ R♣ R♠ 10♠   |
      | Sud    | 9♥ 10♥ 7♦ 10♦ A♣ V♣ 8♠ A♠  |
      | Est    | A♥ V♥ 9♦ D♦ 7♣ 10♣ V♠ 9♠   |
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | 7♥ 8♥ 9♥ A♥    |
      | Est    | V♥ D♥ R♥ 10♥   |
      | Sud    | 7♦ 9♦ V♦ A♦    |
      | Ouest  | 8♦ 10♦ D♦ R♦   |
      | Sud    | A♣ 7♣ 8♣ 9♣    |
      | Sud    | V♣ 10♣ D♣ R♣   |
      | Est    | V♠ D♠ R♠ 8♠    |
      | Est    | 9♠ 7♠ 10♠ A♠   |
    Alors les bonus de pli valent 70 pour NS et 110 pour EO
    # Les mêmes plis, mais Nord a pris : 47 + 70 = 117 contre 115 + 110 = 225, il chute.
    # La défense marque 162 et tous les bonus de la donne : 162 + 70 + 110 = 342.
    Et le moteur joue la donne enregistrée et marque 0 pour NS et 342 pour EO

  @doc-002 @variante-classic
  Scénario: Sans bonus de pli, la même donne se marque aux seuls points des cartes
    Soit une donne de la variante "classic" prise par Est à l'atout pique
    Et la règle "trick_bonuses.enabled" vaut false
    Et les mains suivantes :
      | joueur | cartes                     |
      | Nord   | 7♥ D♥ V♦ R♦ 8♣ D♣ D♠ 7♠    |
      | Ouest  | 8♥ R♥ A♦ 8♦ 9♣ R♣ R♠ 10♠   |
      | Sud    | 9♥ 10♥ 7♦ 10♦ A♣ V♣ 8♠ A♠  |
      | Est    | A♥ V♥ 9♦ D♦ 7♣ 10♣ V♠ 9♠   |
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | 7♥ 8♥ 9♥ A♥    |
      | Est    | V♥ D♥ R♥ 10♥   |
      | Sud    | 7♦ 9♦ V♦ A♦    |
      | Ouest  | 8♦ 10♦ D♦ R♦   |
      | Sud    | A♣ 7♣ 8♣ 9♣    |
      | Sud    | V♣ 10♣ D♣ R♣   |
      | Est    | V♠ D♠ R♠ 8♠    |
      | Est    | 9♠ 7♠ 10♠ A♠   |
    # La variante classique ne connaît pas les bonus de pli : EO prend avec 115 contre 47.
    Alors les bonus de pli valent 0 pour NS et 0 pour EO
    Et la marque est 47 pour NS et 115 pour EO
    Et le moteur joue la donne enregistrée et marque 47 pour NS et 115 pour EO
