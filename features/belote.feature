# language: fr
@phase-belote
Fonctionnalité: Belote et rebelote
  Le roi et la dame d'atout dans la même main valent 20 points. La belote ne se compare pas
  aux autres annonces : elle compte toujours pour l'équipe qui la tient, et même un preneur
  qui chute la garde, sauf au club avec l'option belote prenable. Au tout atout il peut y en
  avoir une par couleur ; à sans atout il n'y en a pas.

  @doc-000 @doc-002 @doc-003 @doc-004
  Plan du Scénario: Le roi et la dame d'atout dans la même main font une belote
    Soit une donne de la variante "<variante>" à l'atout cœur
    Et la règle "belote.enabled" vaut true
    Et la règle "belote.points" vaut 20
    Et la règle "belote.call" vaut <annonce>
    Et les mains suivantes :
      | joueur | cartes                     |
      | Nord   | R♥ D♥ 7♠ 9♠ A♦ 10♦ 8♣ V♣   |
      | Ouest  | 7♥ 9♥ V♠ R♠ 7♦ 9♦ 10♣ D♣   |
      | Sud    | 8♥ 10♥ 8♠ D♠ 8♦ V♦ 9♣ A♣   |
      | Est    | V♥ A♥ 10♠ A♠ D♦ R♦ 7♣ R♣   |
    Quand on résout les annonces
    # Est a aussi le roi et la dame, mais de carreau : ce n'est pas l'atout.
    Alors Nord a une belote
    Et Est a 0 belote

    # 002 et 004 : la belote est comptée d'office. 000 : on peut choisir de ne pas la dire.
    # 003 : il faut la dire, sinon elle ne compte pas.
    @variante-classic @variante-club @variante-traditional @variante-bridgee
    Exemples:
      | variante    | annonce   |
      | classic     | automatic |
      | club        | optional  |
      | traditional | declared  |
      | bridgee     | automatic |

  @doc-000 @doc-002 @doc-003 @doc-004
  Plan du Scénario: Roi et dame partagés entre partenaires : pas de belote
    # Même donne, mais à trèfle : le roi est chez Est, la dame chez son partenaire Ouest. Les
    # rois et dames que Nord (cœur) et Est (carreau) tiennent ensemble ne sont pas d'atout.
    Soit une donne de la variante "<variante>" à l'atout trèfle
    Et la règle "belote.enabled" vaut true
    Et les mains suivantes :
      | joueur | cartes                     |
      | Nord   | R♥ D♥ 7♠ 9♠ A♦ 10♦ 8♣ V♣   |
      | Ouest  | 7♥ 9♥ V♠ R♠ 7♦ 9♦ 10♣ D♣   |
      | Sud    | 8♥ 10♥ 8♠ D♠ 8♦ V♦ 9♣ A♣   |
      | Est    | V♥ A♥ 10♠ A♠ D♦ R♦ 7♣ R♣   |
    Quand on résout les annonces
    Alors personne n'a la belote

    @variante-classic @variante-club @variante-traditional @variante-bridgee
    Exemples:
      | variante    |
      | classic     |
      | club        |
      | traditional |
      | bridgee     |

  @doc-000 @doc-002 @doc-003
  Plan du Scénario: La belote n'entre pas dans la comparaison des annonces
    # Nord n'a que sa belote, Est une tierce (10, valet, dame de pique) : EO marque ses 20
    # points d'annonces, et Nord garde sa belote, qui compte à part.
    Soit une donne de la variante "<variante>" à l'atout cœur
    Et la règle "belote.points" vaut 20
    Et les mains suivantes :
      | joueur | cartes                     |
      | Nord   | R♥ D♥ 7♠ 9♠ 10♦ A♦ 8♣ V♣   |
      | Ouest  | 8♠ R♠ 8♥ 10♥ 8♦ V♦ 7♣ 9♣   |
      | Sud    | A♠ V♥ A♥ D♦ R♦ 10♣ D♣ A♣   |
      | Est    | 10♠ V♠ D♠ 7♥ 9♥ 7♦ 9♦ R♣   |
    Quand on résout les annonces
    Alors Nord n'annonce rien
    Et Est annonce une tierce (20)
    Et l'équipe EO marque 20 points d'annonces
    Et l'équipe NS marque 0 points d'annonces
    Et Nord a une belote

    @variante-classic @variante-club @variante-traditional
    Exemples:
      | variante    |
      | classic     |
      | club        |
      | traditional |

  # ------------------------------------------------------------------ tout atout, sans atout

  @doc-000 @doc-004
  Plan du Scénario: Au tout atout, il peut y avoir une belote par couleur
    # Chaque couleur est atout : Nord a roi et dame à pique et à cœur, Est à carreau, Sud à
    # trèfle. Quatre belotes dans la même donne.
    Soit une donne de la variante "<variante>" à tout atout
    Et la règle "belote.tout_atout" vaut every_suit
    # Aucun document ne demande que la première carte de la belote soit jouée en entame, en
    # fournissant ou en coupant : un roi ou une dame défaussé la compte aussi.
    Et la règle "belote.first_card" vaut any_play
    Et les mains suivantes :
      | joueur | cartes                     |
      | Nord   | R♠ D♠ R♥ D♥ 7♦ 8♦ 9♣ 10♣   |
      | Ouest  | V♠ A♠ V♥ A♥ 7♣ 8♣ V♣ A♣    |
      | Sud    | R♣ D♣ 9♠ 10♠ 9♥ 10♥ V♦ A♦  |
      | Est    | R♦ D♦ 7♠ 8♠ 7♥ 8♥ 9♦ 10♦   |
    Quand on résout les annonces
    Alors Nord a deux belotes
    Et Est a une belote
    Et Sud a une belote
    Et Ouest a 0 belote

    @variante-club @option-tout-atout @variante-bridgee
    Exemples:
      | variante        |
      | club+tout-atout |
      | bridgee         |

  @doc-000
  Plan du Scénario: À sans atout, il n'y a pas de belote
    # Sans atout, aucun roi ni aucune dame n'est d'atout. 000 le dit ; 004 n'en parle pas et
    # la variante bridgée suit la même règle.
    Soit une donne de la variante "<variante>" à sans atout
    Et la règle "belote.sans_atout" vaut none
    Et les mains suivantes :
      | joueur | cartes                     |
      | Nord   | R♠ D♠ R♥ D♥ 7♦ 8♦ 9♣ 10♣   |
      | Ouest  | V♠ A♠ V♥ A♥ 7♣ 8♣ V♣ A♣    |
      | Sud    | R♣ D♣ 9♠ 10♠ 9♥ 10♥ V♦ A♦  |
      | Est    | R♦ D♦ 7♠ 8♠ 7♥ 8♥ 9♦ 10♦   |
    Quand on résout les annonces
    Alors personne n'a la belote

    @variante-club @option-sans-atout @variante-bridgee
    Exemples:
      | variante        |
      | club+sans-atout |
      | bridgee         |

  # ------------------------------------------------------------------ la belote au décompte

  @doc-000 @doc-002 @doc-003 @doc-004
  Plan du Scénario: La belote est imprenable : le preneur qui chute la garde
    # NS fait 60 + 20 de belote = 80, moins que les 102 de la défense : NS est dedans mais
    # marque quand même ses 20 points de belote.
    # 002 et 003 : la défense marque 162. 000 : 160 de chute plus le montant du contrat, nul
    # pour une prise. 004 : 160 plus le contrat de 100, soit 260.
    Soit la variante "<variante>"
    Et la règle "scoring.outcomes.dedans.taker.belote" vaut own
    Et un contrat pris par NS à l'atout <contrat>
    Et les plis valent 60 pour NS et 102 pour EO
    Et l'équipe NS a la belote
    Quand on compte la donne
    Alors la donne est "dedans"
    Et la marque est 20 pour NS et <défense> pour EO

    @variante-classic @variante-traditional @variante-club @variante-bridgee
    Exemples:
      | variante    | contrat       | défense |
      | classic     | cœur          | 162     |
      | traditional | cœur          | 162     |
      | club        | cœur          | 160     |
      | bridgee     | cœur pour 100 | 260     |

  @doc-000
  Plan du Scénario: Option belote prenable : le preneur qui chute perd aussi sa belote
    # Chute : 60 + 20 = 80 contre 102. La défense marque 160 et la belote du preneur : 180.
    # Contrat fait : 90 + 20 = 110 contre 72, la belote reste à NS ; arrondi : 110 et 70.
    Soit la variante "club+belote-prenable"
    Et la règle "scoring.outcomes.dedans.taker.belote" vaut none
    Et un contrat pris par NS à l'atout cœur
    Et les plis valent <plis_ns> pour NS et <plis_eo> pour EO
    Et l'équipe NS a la belote
    Quand on compte la donne
    Alors la donne est "<issue>"
    Et la marque est <marque_ns> pour NS et <marque_eo> pour EO

    @variante-club @option-belote-prenable
    Exemples:
      | plis_ns | plis_eo | issue  | marque_ns | marque_eo |
      | 60      | 102     | dedans | 0         | 180       |
      | 90      | 72      | faite  | 110       | 70        |

  @doc-003 @variante-traditional
  Scénario: Belote dite à temps : ses 20 points sauvent le contrat
    # 72 + 20 = 92, plus que les 90 de la défense : le contrat est fait.
    Soit la variante "traditional"
    Et la règle "belote.call" vaut declared
    Et un contrat pris par NS à l'atout cœur
    Et les plis valent 72 pour NS et 90 pour EO
    Et l'équipe NS a la belote
    Quand on compte la donne
    Alors la donne est "faite"
    Et la marque est 92 pour NS et 90 pour EO

  @doc-003 @variante-traditional
  Scénario: Belote oubliée : elle ne compte pas
    # Nord avait le roi et la dame de cœur mais n'a rien dit : l'équipe NS n'a pas de belote.
    # 72 contre 90 : NS est dedans et la défense marque 162.
    Soit la variante "traditional"
    Et la règle "belote.call" vaut declared
    Et un contrat pris par NS à l'atout cœur
    Et les plis valent 72 pour NS et 90 pour EO
    Quand on compte la donne
    Alors la donne est "dedans"
    Et la marque est 0 pour NS et 162 pour EO

  @doc-000 @variante-club
  Scénario: Au club, le joueur qui refuse d'annoncer sa belote y renonce
    # Nord choisit de ne pas dire sa belote : NS n'a que ses 72 points contre 90, il est dedans.
    # La défense marque 160 de chute (une prise n'a pas de montant).
    Soit la variante "club"
    Et la règle "belote.call" vaut optional
    Et un contrat pris par NS à l'atout cœur
    Et les plis valent 72 pour NS et 90 pour EO
    Quand on compte la donne
    Alors la donne est "dedans"
    Et la marque est 0 pour NS et 160 pour EO

  # ------------------------------------------------------------------ belote, puis rebelote

  # Une même donne, jouée carte par carte à la belote de table (003) et au club (000) : Nord
  # prend à pique et tient le roi et la dame d'atout, avec une tierce as-roi-dame de pique.
  # Est a donné : Nord entame. Le décompte des plis ne dépend pas des mots dits :
  # Pli 1 Nord  : 9♠ 14 + V♠ 20 + 9♥ 0 + 10♠ 10 = 44, à Ouest (Est ne peut pas monter).
  # Pli 2 Ouest : A♦ 11 + 7♦ 0 + R♦ 4 + V♦ 2 = 17, à Ouest.
  # Pli 3 Ouest : 10♣ 10 + 8♣ 0 + A♣ 11 + 8♠ 0 = 21, à Nord (Est maître : Nord coupe).
  # Pli 4 Nord  : A♠ 11 + 7♥ 0 + A♥ 11 + 7♠ 0 = 22, à Nord.
  # Pli 5 Nord  : R♠ 4 + 8♦ 0 + 10♦ 10 + 8♥ 0 = 14, à Nord (le roi : « belote »).
  # Pli 6 Nord  : D♠ 3 + D♥ 3 + V♣ 2 + 7♣ 0 = 8, à Nord (la dame : « rebelote »).
  # Pli 7 Nord  : R♥ 4 + D♦ 3 + 9♦ 0 + 10♥ 10 = 17, à Est.
  # Pli 8 Est   : R♣ 4 + V♥ 2 + D♣ 3 + 9♣ 0 = 9, à Est, + 10 de der.
  # NS : 21 + 22 + 14 + 8 = 65 ; EO : 44 + 17 + 17 + 9 + 10 = 97 ; 65 + 97 = 162.
  # Annonces : la tierce de Nord (A♠ R♠ D♠, 20), seule : NS marque 20.

  @doc-003 @variante-traditional
  Scénario: Belote de table — « belote » et « rebelote » dits : la belote fait le contrat
    Soit une donne de la variante "traditional" prise par Nord à l'atout pique
    Et la règle "belote.call" vaut declared
    Et la règle "belote.rebelote" vaut required
    Et les mains suivantes :
      | joueur | cartes                    |
      | Nord   | 9♠ A♠ R♠ D♠ 8♠ R♥ V♥ V♦   |
      | Ouest  | V♠ D♥ 7♥ A♦ D♦ 8♦ 10♣ D♣  |
      | Sud    | A♥ 9♥ 10♦ 9♦ 7♦ V♣ 9♣ 8♣  |
      | Est    | 10♠ 7♠ 10♥ 8♥ R♦ A♣ R♣ 7♣ |
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | 9♠ V♠ 9♥ 10♠   |
      | Ouest  | A♦ 7♦ R♦ V♦    |
      | Ouest  | 10♣ 8♣ A♣ 8♠   |
      | Nord   | A♠ 7♥ A♥ 7♠    |
      | Nord   | R♠ 8♦ 10♦ 8♥   |
      | Nord   | D♠ D♥ V♣ 7♣    |
      | Nord   | R♥ D♦ 9♦ 10♥   |
      | Est    | R♣ V♥ D♣ 9♣    |
    Alors les plis valent 65 pour NS et 97 pour EO
    Et l'équipe NS marque 20 points d'annonces
    Et Nord a une belote
    # NS : 65 + 20 (tierce) + 20 (belote) = 105 ; EO : 97. 105 > 97 : contrat fait, chacun
    # marque ses points (003 compte au point près).
    Et la marque est 105 pour NS et 97 pour EO
    Et le moteur joue la donne enregistrée et marque 105 pour NS et 97 pour EO
    Et la donne est "faite"

  @doc-003 @variante-traditional
  Scénario: Belote de table — « rebelote » oublié : la belote ne compte pas, le preneur est dedans
    # 003 : « On annonce la belote lorsqu'on pose la première des deux cartes et rebelote
    # lorsqu'on pose la seconde. Si on oublie l'annonce, elle n'est pas considérée comme
    # valable. » La variante lit les deux mots comme une seule annonce (choix marqué) : Nord
    # dit « belote » avec le roi, puis pose la dame sans rien dire.
    Soit une donne de la variante "traditional" prise par Nord à l'atout pique
    Et la règle "belote.rebelote" vaut required
    Et les mains suivantes :
      | joueur | cartes                    |
      | Nord   | 9♠ A♠ R♠ D♠ 8♠ R♥ V♥ V♦   |
      | Ouest  | V♠ D♥ 7♥ A♦ D♦ 8♦ 10♣ D♣  |
      | Sud    | A♥ 9♥ 10♦ 9♦ 7♦ V♣ 9♣ 8♣  |
      | Est    | 10♠ 7♠ 10♥ 8♥ R♦ A♣ R♣ 7♣ |
    Et Est a donné
    Et Nord ne dit pas « rebelote »
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | 9♠ V♠ 9♥ 10♠   |
      | Ouest  | A♦ 7♦ R♦ V♦    |
      | Ouest  | 10♣ 8♣ A♣ 8♠   |
      | Nord   | A♠ 7♥ A♥ 7♠    |
      | Nord   | R♠ 8♦ 10♦ 8♥   |
      | Nord   | D♠ D♥ V♣ 7♣    |
      | Nord   | R♥ D♦ 9♦ 10♥   |
      | Est    | R♣ V♥ D♣ 9♣    |
    Alors les plis valent 65 pour NS et 97 pour EO
    # NS : 65 + 20 (tierce) = 85 < 97 : dedans. La défense marque 162 et toutes les
    # annonces : 162 + 20 = 182 ; NS n'a plus de belote à garder : 0.
    Et la marque est 0 pour NS et 182 pour EO
    Et le moteur joue la donne enregistrée et marque 0 pour NS et 182 pour EO
    Et la donne est "dedans"

  @doc-000 @variante-club
  Scénario: Au club, « rebelote » est facultatif : la belote dite avec le roi suffit
    # 000 : la belote « s'annonce au moment où l'on joue la première de ces deux cartes par
    # "Belote", puis, optionnellement, lorsque l'on joue la seconde carte : "Rebelote" ».
    Soit une donne de la variante "club" prise par Nord à l'atout pique
    Et la règle "belote.call" vaut optional
    Et la règle "belote.rebelote" vaut optional
    Et les mains suivantes :
      | joueur | cartes                    |
      | Nord   | 9♠ A♠ R♠ D♠ 8♠ R♥ V♥ V♦   |
      | Ouest  | V♠ D♥ 7♥ A♦ D♦ 8♦ 10♣ D♣  |
      | Sud    | A♥ 9♥ 10♦ 9♦ 7♦ V♣ 9♣ 8♣  |
      | Est    | 10♠ 7♠ 10♥ 8♥ R♦ A♣ R♣ 7♣ |
    Et Est a donné
    Et Nord ne dit pas « rebelote »
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | 9♠ V♠ 9♥ 10♠   |
      | Ouest  | A♦ 7♦ R♦ V♦    |
      | Ouest  | 10♣ 8♣ A♣ 8♠   |
      | Nord   | A♠ 7♥ A♥ 7♠    |
      | Nord   | R♠ 8♦ 10♦ 8♥   |
      | Nord   | D♠ D♥ V♣ 7♣    |
      | Nord   | R♥ D♦ 9♦ 10♥   |
      | Est    | R♣ V♥ D♣ 9♣    |
    Alors les plis valent 65 pour NS et 97 pour EO
    # NS : 65 + 20 (tierce) + 20 (belote) = 105 > 97 : contrat fait. Le club arrondit chaque
    # marque à la dizaine, le 5 vers le haut : 105 → 110, 97 → 100.
    Et la marque est 110 pour NS et 100 pour EO
    Et le moteur joue la donne enregistrée et marque 110 pour NS et 100 pour EO
    Et la donne est "faite"

  @doc-000 @variante-club
  Scénario: Au club, sans « belote » avec le roi, la dame ne peut plus rien dire
    # Nord ne dit rien avec le roi : il a refusé d'annoncer sa belote, et « rebelote » seul ne
    # se dit pas. NS : 65 + 20 (tierce) = 85 < 97 : dedans. La défense marque 160 de chute, le
    # contrat d'une prise (0) et toutes les annonces : 160 + 20 = 180 ; NS : 0.
    Soit une donne de la variante "club" prise par Nord à l'atout pique
    Et la règle "belote.rebelote" vaut optional
    Et les mains suivantes :
      | joueur | cartes                    |
      | Nord   | 9♠ A♠ R♠ D♠ 8♠ R♥ V♥ V♦   |
      | Ouest  | V♠ D♥ 7♥ A♦ D♦ 8♦ 10♣ D♣  |
      | Sud    | A♥ 9♥ 10♦ 9♦ 7♦ V♣ 9♣ 8♣  |
      | Est    | 10♠ 7♠ 10♥ 8♥ R♦ A♣ R♣ 7♣ |
    Et Est a donné
    Et Nord ne dit pas « belote »
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | 9♠ V♠ 9♥ 10♠   |
      | Ouest  | A♦ 7♦ R♦ V♦    |
      | Ouest  | 10♣ 8♣ A♣ 8♠   |
      | Nord   | A♠ 7♥ A♥ 7♠    |
      | Nord   | R♠ 8♦ 10♦ 8♥   |
      | Nord   | D♠ D♥ V♣ 7♣    |
      | Nord   | R♥ D♦ 9♦ 10♥   |
      | Est    | R♣ V♥ D♣ 9♣    |
    Alors les plis valent 65 pour NS et 97 pour EO
    Et la marque est 0 pour NS et 180 pour EO
    Et le moteur joue la donne enregistrée et marque 0 pour NS et 180 pour EO
    Et la donne est "dedans"
