# language: fr
@phase-donnes-completes
Fonctionnalité: Des donnes complètes, de la distribution à la feuille de marque
  Chaque scénario rejoue une donne entière carte par carte, comme une partie de référence :
  les quatre mains, les huit plis dans l'ordre où on les pose, puis le compte des plis, des
  annonces, de la belote et la marque. Chaque carte posée doit être permise par la variante
  jouée. Tous les nombres attendus ont été calculés à la main à partir des documents sources ;
  le détail du calcul est écrit en commentaire au-dessus des étapes.

  Rappel des valeurs : à l'atout V 20, 9 14, A 11, 10 10, R 4, D 3, 8 et 7 à 0 (62 points) ;
  hors atout A 11, 10 10, R 4, D 3, V 2, 9 8 7 à 0 (30 points par couleur) ; dix de der 10 ;
  152 points de cartes et 162 avec le dix de der.

  # ------------------------------------------------------------------ belote classique (002)

  @doc-002 @variante-classic
  Scénario: Classique — Est prend à carreau, le cinquante de son équipe fait taire la tierce adverse
    Soit une donne de la variante "classic" prise par Est à l'atout carreau
    Et la règle "annonces.tie_break" vaut [carre_over_sequence, longer, higher, trump]
    Et la règle "annonces.sequences.cinquante.points" vaut 50
    Et la règle "annonces.sequences.tierce.points" vaut 20
    Et la règle "belote.points" vaut 20
    Et la règle "play.undertrump" vaut required
    Et la règle "scoring.outcomes.made.taker.contract" vaut false
    Et la règle "scoring.outcomes.made.defence.base" vaut points
    Et la règle "scoring.rounding.method" vaut none
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | V♥ D♥ R♥ 9♥ R♦ D♦ A♠ V♣ |
      | Ouest  | A♣ R♣ D♣ 8♣ A♦ 8♦ A♥ V♠ |
      | Sud    | R♠ D♠ 10♥ 8♥ 10♣ 9♣ 7♣ 10♦ |
      | Est    | 7♠ 8♠ 9♠ 10♠ V♦ 9♦ 7♦ 7♥ |
    # Nord entame (Est a donné). Atout carreau.
    # Pli 1 Nord  : A♠ 11 + V♠ 2 + D♠ 3 + 7♠ 0 = 16, à Nord.
    # Pli 2 Nord  : R♥ 4 + A♥ 11 + 8♥ 0 + 7♥ 0 = 15, à Ouest.
    # Pli 3 Ouest : A♣ 11 + 7♣ 0 + 8♠ 0 + V♣ 2 = 13, à Ouest (Est, sans trèfle, se défausse : son partenaire est maître).
    # Pli 4 Ouest : R♣ 4 + 10♣ 10 + 7♦ 0 + D♦ 3 = 17, à Nord (Est coupe du 7, Nord surcoupe de la dame).
    # Pli 5 Nord  : V♥ 2 + 8♦ 0 + 10♥ 10 + 10♠ 10 = 22, à Ouest (Ouest coupe, Est charge son 10).
    # Pli 6 Ouest : D♣ 3 + 9♣ 0 + 9♠ 0 + R♦ 4 = 7, à Nord (Nord coupe du roi).
    # Pli 7 Nord  : D♥ 3 + A♦ 11 + 10♦ 10 + 9♦ 14 = 38, à Est. Sud, sans cœur et incapable de
    #   surcouper l'as, doit quand même mettre son 10 d'atout (il « pisse ») : 002 l'impose.
    # Pli 8 Est   : V♦ 20 + 9♥ 0 + 8♣ 0 + R♠ 4 = 24, à Est, + 10 de der.
    # NS : 16 + 17 + 7 = 40 ; EO : 15 + 13 + 22 + 38 + 24 + 10 = 122 ; 40 + 122 = 162.
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | A♠ V♠ D♠ 7♠    |
      | Nord   | R♥ A♥ 8♥ 7♥    |
      | Ouest  | A♣ 7♣ 8♠ V♣    |
      | Ouest  | R♣ 10♣ 7♦ D♦   |
      | Nord   | V♥ 8♦ 10♥ 10♠  |
      | Ouest  | D♣ 9♣ 9♠ R♦    |
      | Nord   | D♥ A♦ 10♦ 9♦   |
      | Est    | V♦ 9♥ 8♣ R♠    |
    Alors les plis reviennent à Nord Ouest Ouest Nord Ouest Nord Est Est
    Et les plis valent 40 pour NS et 122 pour EO
    # Annonces : Est a un cinquante 7-8-9-10♠ (50), Ouest une tierce D-R-A♣ (20), Nord une
    # tierce V-D-R♥ (20), Sud rien. La meilleure annonce est le cinquante (50 > 20) : seule
    # l'équipe EO marque, et elle marque toutes les siennes : 50 + 20 = 70. NS : 0.
    Et Est annonce un cinquante (50)
    Et Ouest annonce une tierce (20)
    Et Nord annonce une tierce (20)
    Et l'équipe EO marque 70 points d'annonces
    Et l'équipe NS marque 0 points d'annonces
    # Belote : Nord a le roi et la dame de carreau (20 pour NS).
    Et Nord a une belote
    # Preneur EO : 122 + 70 = 192 contre NS 40 + 20 = 60 : contrat rempli, chacun marque ses points.
    Et la marque est 60 pour NS et 192 pour EO
    Et le moteur joue la donne enregistrée et marque 60 pour NS et 192 pour EO
    Et la donne est "faite"

  @doc-002 @variante-classic
  Scénario: Classique — Nord prend à pique et chute, la défense emporte aussi sa tierce
    Soit une donne de la variante "classic" prise par Nord à l'atout pique
    Et la règle "scoring.contract.beat_defence" vaut true
    Et la règle "scoring.contract.counts.taker.annonces" vaut true
    Et la règle "scoring.contract.counts.taker.belote" vaut true
    Et la règle "scoring.outcomes.dedans.defence.base" vaut 162
    Et la règle "scoring.outcomes.dedans.defence.contract" vaut false
    Et la règle "scoring.outcomes.dedans.defence.annonces" vaut all
    Et la règle "scoring.outcomes.dedans.taker.belote" vaut own
    Et la règle "play.must_trump" vaut unless_partner_master
    Et la règle "play.trump_lead" vaut must_overtrump
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | R♠ D♠ 7♠ 10♦ 9♦ 8♦ A♣ 7♥ |
      | Ouest  | A♠ 10♠ R♥ 9♥ R♦ 7♦ 10♣ 8♣ |
      | Sud    | 8♠ D♥ V♥ D♦ V♦ R♣ V♣ 9♣ |
      | Est    | V♠ 9♠ A♥ 10♥ 8♥ A♦ D♣ 7♣ |
    # Est entame (Sud a donné). Atout pique.
    # Pli 1 Est   : A♥ 11 + 7♥ 0 + 9♥ 0 + V♥ 2 = 13, à Est.
    # Pli 2 Est   : A♦ 11 + 8♦ 0 + 7♦ 0 + V♦ 2 = 13, à Est.
    # Pli 3 Est   : 10♥ 10 + 7♠ 0 + R♥ 4 + D♥ 3 = 17, à Nord (Nord n'a plus de cœur et doit couper).
    # Pli 4 Nord  : 10♦ 10 + R♦ 4 + D♦ 3 + 9♠ 14 = 31, à Est (Est coupe du 9).
    # Pli 5 Est   : V♠ 20 + D♠ 3 + 10♠ 10 + 8♠ 0 = 33, à Est (personne ne peut monter sur le valet).
    # Pli 6 Est   : 8♥ 0 + R♠ 4 + A♠ 11 + 9♣ 0 = 15, à Ouest (Nord coupe, Ouest surcoupe de l'as).
    # Pli 7 Ouest : 10♣ 10 + V♣ 2 + 7♣ 0 + A♣ 11 = 23, à Nord.
    # Pli 8 Nord  : 9♦ 0 + 8♣ 0 + R♣ 4 + D♣ 3 = 7, à Nord, + 10 de der.
    # NS : 17 + 23 + 7 + 10 = 57 ; EO : 13 + 13 + 31 + 33 + 15 = 105 ; 57 + 105 = 162.
    Et Sud a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Est    | A♥ 7♥ 9♥ V♥    |
      | Est    | A♦ 8♦ 7♦ V♦    |
      | Est    | 10♥ 7♠ R♥ D♥   |
      | Nord   | 10♦ R♦ D♦ 9♠   |
      | Est    | V♠ D♠ 10♠ 8♠   |
      | Est    | 8♥ R♠ A♠ 9♣    |
      | Ouest  | 10♣ V♣ 7♣ A♣   |
      | Nord   | 9♦ 8♣ R♣ D♣    |
    Alors les plis reviennent à Est Est Nord Est Est Ouest Nord Nord
    Et les plis valent 57 pour NS et 105 pour EO
    # Annonces : seul Nord a une tierce 8-9-10♦ (20), qui va à NS. Belote : Nord (R♠ D♠).
    Et Nord annonce une tierce (20)
    Et l'équipe NS marque 20 points d'annonces
    Et Nord a une belote
    # Preneur NS : 57 + 20 + 20 = 97, moins que la défense (105) : dedans.
    # 002 : la défense marque 162 et toutes les annonces de la donne : 162 + 20 = 182 ;
    # l'équipe du preneur ne garde que sa belote : 20.
    Et la marque est 20 pour NS et 182 pour EO
    Et le moteur joue la donne enregistrée et marque 20 pour NS et 182 pour EO
    Et la donne est "dedans"

  @doc-002 @variante-classic
  Scénario: Classique — égalité à 91, les points de Sud attendent la donne suivante
    Soit une donne de la variante "classic" prise par Sud à l'atout trèfle
    Et la règle "scoring.litige.enabled" vaut true
    Et la règle "scoring.litige.taker_points" vaut held
    Et la règle "scoring.litige.held_belote" vaut false
    Et la règle "deck.dix_de_der" vaut 10
    Et la règle "play.next_lead" vaut trick_winner
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | V♣ 7♣ A♥ 9♥ 10♠ 8♠ R♦ 7♦ |
      | Ouest  | 9♣ 10♣ R♠ 9♠ A♦ 9♦ D♥ 7♥ |
      | Sud    | R♣ D♣ 8♣ A♠ D♠ 10♦ 8♦ V♥ |
      | Est    | A♣ V♠ 7♠ D♦ V♦ 10♥ R♥ 8♥ |
    # Ouest entame (Nord a donné). Atout trèfle. Aucune annonce dans les quatre mains.
    # Pli 1 Ouest : 7♥ 0 + V♥ 2 + R♥ 4 + A♥ 11 = 17, à Nord.
    # Pli 2 Nord  : 8♠ 0 + 9♠ 0 + D♠ 3 + 7♠ 0 = 3, à Sud.
    # Pli 3 Sud   : 10♦ 10 + V♦ 2 + R♦ 4 + A♦ 11 = 27, à Ouest.
    # Pli 4 Ouest : 9♣ 14 + 8♣ 0 + A♣ 11 + V♣ 20 = 45, à Nord (chacun doit monter à l'atout).
    # Pli 5 Nord  : 9♥ 0 + D♥ 3 + D♣ 3 + 8♥ 0 = 6, à Sud (Sud coupe de la dame).
    # Pli 6 Sud   : R♣ 4 + V♠ 2 + 7♣ 0 + 10♣ 10 = 16, à Ouest (le 10 d'atout bat le roi).
    # Pli 7 Ouest : 9♦ 0 + 8♦ 0 + D♦ 3 + 7♦ 0 = 3, à Est.
    # Pli 8 Est   : 10♥ 10 + 10♠ 10 + R♠ 4 + A♠ 11 = 35, à Est (seul cœur du pli), + 10 de der.
    # NS : 17 + 3 + 45 + 6 = 71 ; EO : 27 + 16 + 3 + 35 + 10 = 91 ; 71 + 91 = 162.
    Et Nord a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Ouest  | 7♥ V♥ R♥ A♥    |
      | Nord   | 8♠ 9♠ D♠ 7♠    |
      | Sud    | 10♦ V♦ R♦ A♦   |
      | Ouest  | 9♣ 8♣ A♣ V♣    |
      | Nord   | 9♥ D♥ D♣ 8♥    |
      | Sud    | R♣ V♠ 7♣ 10♣   |
      | Ouest  | 9♦ 8♦ D♦ 7♦    |
      | Est    | 10♥ 10♠ R♠ A♠  |
    Alors les plis reviennent à Nord Sud Ouest Nord Sud Ouest Est Est
    Et les plis valent 71 pour NS et 91 pour EO
    Et aucune équipe ne marque d'annonce
    Et Sud a une belote
    # Preneur NS : 71 + 20 (belote) = 91 ; défense : 91. Égalité : litige.
    # 002 : la défense marque ses points (91) ; les 71 points du preneur sont mis en attente
    # pour l'équipe qui remportera la donne suivante ; la belote reste à NS (20).
    Et la marque est 20 pour NS et 91 pour EO
    Et le moteur joue la donne enregistrée et marque 20 pour NS et 91 pour EO
    Et la donne est "litige"
    Et 71 points restent en attente

  @doc-002 @variante-classic
  Scénario: Classique — Sud fait capot à cœur avec tierce et belote
    Soit une donne de la variante "classic" prise par Sud à l'atout cœur
    Et la règle "scoring.capot.kind" vaut flat
    Et la règle "scoring.capot.points" vaut 250
    Et la règle "play.partner_master" vaut free
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | A♥ 7♥ R♠ A♣ R♣ V♣ 10♦ 8♦ |
      | Ouest  | 10♥ 7♣ 8♣ 9♣ D♠ 9♠ R♦ V♦ |
      | Sud    | V♥ 9♥ R♥ D♥ A♠ 10♠ A♦ 7♦ |
      | Est    | 8♥ V♠ 8♠ 7♠ D♦ 9♦ 10♣ D♣ |
    # Ouest entame (Nord a donné). Atout cœur.
    # Pli 1 Ouest : R♦ 4 + A♦ 11 + D♦ 3 + 8♦ 0 = 18, à Sud.
    # Pli 2 Sud   : V♥ 20 + 8♥ 0 + 7♥ 0 + 10♥ 10 = 30, à Sud.
    # Pli 3 Sud   : 9♥ 14 + 7♠ 0 + A♥ 11 + 7♣ 0 = 25, à Sud (Nord doit fournir son as sous le 9).
    # Pli 4 Sud   : A♠ 11 + 8♠ 0 + R♠ 4 + 9♠ 0 = 15, à Sud.
    # Pli 5 Sud   : 10♠ 10 + V♠ 2 + V♣ 2 + D♠ 3 = 17, à Sud (Nord se défausse, Sud est maître).
    # Pli 6 Sud   : 7♦ 0 + 9♦ 0 + 10♦ 10 + V♦ 2 = 12, à Nord.
    # Pli 7 Nord  : A♣ 11 + 8♣ 0 + D♥ 3 + 10♣ 10 = 24, à Sud, qui coupe l'as de son partenaire
    #   (partenaire maître : il joue ce qu'il veut, un atout compris).
    # Pli 8 Sud   : R♥ 4 + D♣ 3 + R♣ 4 + 9♣ 0 = 11, à Sud, + 10 de der.
    # NS : 18 + 30 + 25 + 15 + 17 + 12 + 24 + 11 + 10 = 162 ; EO : 0. Les huit plis : capot.
    Et Nord a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Ouest  | R♦ A♦ D♦ 8♦    |
      | Sud    | V♥ 8♥ 7♥ 10♥   |
      | Sud    | 9♥ 7♠ A♥ 7♣    |
      | Sud    | A♠ 8♠ R♠ 9♠    |
      | Sud    | 10♠ V♠ V♣ D♠   |
      | Sud    | 7♦ 9♦ 10♦ V♦   |
      | Nord   | A♣ 8♣ D♥ 10♣   |
      | Sud    | R♥ D♣ R♣ 9♣    |
    Alors les plis reviennent à Sud Sud Sud Sud Sud Nord Sud Sud
    Et les plis valent 162 pour NS et 0 pour EO
    # Annonces : Sud a une tierce V-D-R♥ (au roi), Ouest une tierce 7-8-9♣ (au 9). Même
    # valeur, même longueur : la plus haute gagne, celle de Sud. NS marque 20, EO rien.
    Et Sud annonce une tierce (20)
    Et Ouest annonce une tierce (20)
    Et l'équipe NS marque 20 points d'annonces
    Et l'équipe EO marque 0 points d'annonces
    Et Sud a une belote
    # 002 : le capot vaut 250 au lieu de 162 ; NS : 250 + 20 (tierce) + 20 (belote) = 290.
    Et la marque est 290 pour NS et 0 pour EO
    Et le moteur joue la donne enregistrée et marque 290 pour NS et 0 pour EO
    Et la donne est "capot"

  # ------------------------------------------------------------------ club en ligne (000)

  @doc-000 @variante-club
  Scénario: Club — Nord prend à pique, on ne pisse pas, et chaque camp arrondit sa marque
    Soit une donne de la variante "club" prise par Nord à l'atout pique
    Et la règle "play.undertrump" vaut waived
    Et la règle "scoring.rounding.method" vaut each_team
    Et la règle "scoring.rounding.half" vaut up
    Et la règle "scoring.outcomes.made.taker.contract" vaut false
    Et la règle "belote.points" vaut 20
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | 9♠ R♠ D♠ A♥ 9♦ D♦ 10♣ 8♣ |
      | Ouest  | V♠ 8♠ R♥ 8♥ 7♥ 8♦ 7♦ V♣ |
      | Sud    | V♥ V♦ A♦ R♦ 9♣ A♣ R♣ 7♣ |
      | Est    | A♠ 10♠ 7♠ 9♥ 10♥ D♥ 10♦ D♣ |
    # Est entame (Sud a donné). Atout pique. Aucune annonce dans les quatre mains.
    # Pli 1 Est   : 10♥ 10 + A♥ 11 + 7♥ 0 + V♥ 2 = 23, à Nord.
    # Pli 2 Nord  : D♦ 3 + 7♦ 0 + A♦ 11 + 10♦ 10 = 24, à Sud.
    # Pli 3 Sud   : V♦ 2 + 7♠ 0 + 9♦ 0 + 8♦ 0 = 2, à Est (Est coupe du 7).
    # Pli 4 Est   : 10♠ 10 + 9♠ 14 + V♠ 20 + 9♣ 0 = 44, à Ouest (chacun monte à l'atout).
    # Pli 5 Ouest : 8♥ 0 + 7♣ 0 + 9♥ 0 + D♠ 3 = 3, à Nord (Nord coupe de la dame).
    # Pli 6 Nord  : 10♣ 10 + V♣ 2 + A♣ 11 + D♣ 3 = 26, à Sud.
    # Pli 7 Sud   : R♦ 4 + A♠ 11 + 8♣ 0 + R♥ 4 = 19, à Est. Nord n'a plus de carreau, Est a
    #   coupé de l'as et Nord ne peut pas surcouper avec son roi : au club « on ne pisse pas »,
    #   il garde son roi d'atout et se défausse du 8♣ (refusé en classique).
    # Pli 8 Est   : D♥ 3 + R♠ 4 + 8♠ 0 + R♣ 4 = 11, à Nord, + 10 de der.
    # NS : 23 + 24 + 3 + 26 + 11 + 10 = 97 ; EO : 2 + 44 + 19 = 65 ; 97 + 65 = 162.
    Et Sud a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Est    | 10♥ A♥ 7♥ V♥   |
      | Nord   | D♦ 7♦ A♦ 10♦   |
      | Sud    | V♦ 7♠ 9♦ 8♦    |
      | Est    | 10♠ 9♠ V♠ 9♣   |
      | Ouest  | 8♥ 7♣ 9♥ D♠    |
      | Nord   | 10♣ V♣ A♣ D♣   |
      | Sud    | R♦ A♠ 8♣ R♥    |
      | Est    | D♥ R♠ 8♠ R♣    |
    Alors les plis reviennent à Nord Sud Est Ouest Nord Sud Est Nord
    Et les plis valent 97 pour NS et 65 pour EO
    Et aucune équipe ne marque d'annonce
    Et Nord a une belote
    # Preneur NS : 97 + 20 = 117 contre 65 : contrat rempli.
    # 000 : le programme arrondit à la dizaine la plus proche, 5 vers le haut ; chaque camp
    # séparément : 117 → 120 et 65 → 70 (la feuille porte 190 points pour cette donne).
    Et la marque est 120 pour NS et 70 pour EO
    Et le moteur joue la donne enregistrée et marque 120 pour NS et 70 pour EO
    Et la donne est "faite"

  @doc-000 @variante-club
  Scénario: Club — Sud fait capot à trèfle, le dix de der vaut 100 et porte le jeu à 252
    Soit une donne de la variante "club" prise par Sud à l'atout trèfle
    Et la règle "scoring.capot.kind" vaut der_bonus
    Et la règle "scoring.capot.dix_de_der" vaut 100
    Et la règle "annonces.card_reuse" vaut none
    Et la règle "annonces.sequences.cinquante.points" vaut 50
    Et la règle "scoring.rounding.method" vaut each_team
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | 10♣ A♦ 10♦ R♦ 7♦ 10♠ R♠ R♥ |
      | Ouest  | D♠ 9♠ 7♠ V♥ 8♥ D♦ 9♦ 8♣ |
      | Sud    | V♣ 9♣ A♣ R♣ D♣ A♥ A♠ 10♥ |
      | Est    | V♠ 8♠ D♥ 9♥ 7♥ V♦ 8♦ 7♣ |
    # Sud entame (Ouest a donné). Atout trèfle.
    # Pli 1 Sud : V♣ 20 + 7♣ 0 + 10♣ 10 + 8♣ 0 = 30.
    # Pli 2 Sud : 9♣ 14 + 8♠ 0 + 7♦ 0 + 8♥ 0 = 14.
    # Pli 3 Sud : A♠ 11 + V♠ 2 + 10♠ 10 + 7♠ 0 = 23.
    # Pli 4 Sud : A♥ 11 + 7♥ 0 + R♥ 4 + V♥ 2 = 17.
    # Pli 5 Sud : 10♥ 10 + 9♥ 0 + R♠ 4 + 9♦ 0 = 14.
    # Pli 6 Sud : D♣ 3 + D♥ 3 + 10♦ 10 + D♠ 3 = 19.
    # Pli 7 Sud : R♣ 4 + V♦ 2 + R♦ 4 + 9♠ 0 = 10.
    # Pli 8 Sud : A♣ 11 + 8♦ 0 + A♦ 11 + D♦ 3 = 25, + 10 de der.
    # Cartes : 30 + 14 + 23 + 17 + 14 + 19 + 10 + 25 = 152, + 10 de der = 162 ; EO : 0.
    Et Ouest a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Sud    | V♣ 7♣ 10♣ 8♣   |
      | Sud    | 9♣ 8♠ 7♦ 8♥    |
      | Sud    | A♠ V♠ 10♠ 7♠   |
      | Sud    | A♥ 7♥ R♥ V♥    |
      | Sud    | 10♥ 9♥ R♠ 9♦   |
      | Sud    | D♣ D♥ 10♦ D♠   |
      | Sud    | R♣ V♦ R♦ 9♠    |
      | Sud    | A♣ 8♦ A♦ D♦    |
    Alors les plis reviennent à Sud Sud Sud Sud Sud Sud Sud Sud
    Et les plis valent 162 pour NS et 0 pour EO
    # Annonces : Sud a un cinquante V-D-R-A♣ (50) ; personne d'autre. Le roi et la dame
    # servent aussi à la belote : 000 ne compte une carte qu'une fois par annonce, sauf pour
    # la belote, qui s'ajoute (20).
    Et Sud annonce un cinquante (50)
    Et l'équipe NS marque 50 points d'annonces
    Et Sud a une belote
    # 000 : au capot, le dernier pli vaut 100 au lieu de 10 : 152 + 100 = 252.
    # NS : 252 + 50 + 20 = 322, arrondi à la dizaine : 320. EO : 0.
    # (Un capot à 250 fixe donnerait aussi 320 après arrondi ; un capot compté 162 + 100 = 262
    # donnerait 330.)
    Et la marque est 320 pour NS et 0 pour EO
    Et le moteur joue la donne enregistrée et marque 320 pour NS et 0 pour EO
    Et la donne est "capot"

  @doc-000 @variante-club
  Scénario: Club — Est chute à carreau, la défense marque 160 plus la tierce du preneur
    Soit une donne de la variante "club" prise par Est à l'atout carreau
    Et la règle "scoring.outcomes.dedans.defence.base" vaut 160
    Et la règle "scoring.outcomes.dedans.defence.contract" vaut true
    Et la règle "scoring.outcomes.dedans.defence.annonces" vaut all
    Et la règle "scoring.contract.counts.taker.annonces" vaut true
    Et la règle "scoring.outcomes.dedans.taker.belote" vaut own
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | 9♠ R♠ V♥ R♥ 7♥ A♦ 7♦ A♣ |
      | Ouest  | V♠ A♠ 8♠ 9♥ D♥ 8♦ V♣ D♣ |
      | Sud    | 10♠ 7♠ 8♥ 9♦ 10♦ 10♣ 8♣ 7♣ |
      | Est    | D♠ A♥ 10♥ V♦ R♦ D♦ 9♣ R♣ |
    # Nord entame (Est a donné). Atout carreau.
    # Pli 1 Nord  : 9♠ 0 + V♠ 2 + 10♠ 10 + D♠ 3 = 15, à Sud.
    # Pli 2 Sud   : 7♠ 0 + D♦ 3 + R♠ 4 + A♠ 11 = 18, à Est (Est coupe, Ouest charge son as).
    # Pli 3 Est   : R♦ 4 + A♦ 11 + 8♦ 0 + 9♦ 14 = 29, à Sud (chacun monte à l'atout).
    # Pli 4 Sud   : 8♥ 0 + 10♥ 10 + 7♥ 0 + D♥ 3 = 13, à Est.
    # Pli 5 Est   : A♥ 11 + V♥ 2 + 9♥ 0 + 10♦ 10 = 23, à Sud (Sud coupe du 10).
    # Pli 6 Sud   : 7♣ 0 + 9♣ 0 + A♣ 11 + V♣ 2 = 13, à Nord.
    # Pli 7 Nord  : R♥ 4 + 8♠ 0 + 8♣ 0 + V♦ 20 = 24, à Est (Est coupe du valet).
    # Pli 8 Est   : R♣ 4 + 7♦ 0 + D♣ 3 + 10♣ 10 = 17, à Nord (coupe du 7), + 10 de der.
    # NS : 15 + 29 + 23 + 13 + 17 + 10 = 107 ; EO : 18 + 13 + 24 = 55 ; 107 + 55 = 162.
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | 9♠ V♠ 10♠ D♠   |
      | Sud    | 7♠ D♦ R♠ A♠    |
      | Est    | R♦ A♦ 8♦ 9♦    |
      | Sud    | 8♥ 10♥ 7♥ D♥   |
      | Est    | A♥ V♥ 9♥ 10♦   |
      | Sud    | 7♣ 9♣ A♣ V♣    |
      | Nord   | R♥ 8♠ 8♣ V♦    |
      | Est    | R♣ 7♦ D♣ 10♣   |
    Alors les plis reviennent à Sud Est Sud Est Sud Nord Est Nord
    Et les plis valent 107 pour NS et 55 pour EO
    # Annonces : Est a une tierce V-D-R♦ (20), seule annonce de la donne : EO la marque.
    # Belote : Est (R♦ D♦), les mêmes cartes que la tierce, ce que 000 permet.
    Et Est annonce une tierce (20)
    Et l'équipe EO marque 20 points d'annonces
    Et Est a une belote
    # Preneur EO : 55 + 20 + 20 = 95, moins que NS (107) : chute.
    # 000 : la défense marque 160 de chute + le montant du contrat (une prise sans enchère : 0)
    # + ses annonces (aucune) + les annonces du preneur (20) = 180 ; le preneur garde sa
    # belote imprenable : 20. Arrondi : 180 et 20 ne bougent pas.
    Et la marque est 180 pour NS et 20 pour EO
    Et le moteur joue la donne enregistrée et marque 180 pour NS et 20 pour EO
    Et la donne est "dedans"

  @doc-000 @variante-club @option-tout-atout
  Scénario: Club, tout atout — Sud prend à tout atout, les points sont ramenés de 258 à 162
    Soit une donne de la variante "club+tout-atout" prise par Sud à tout atout
    Et la règle "bidding.modes.tout_atout" vaut true
    Et la règle "play.tout_atout_climb" vaut required
    Et la règle "scoring.tout_atout_scaling.enabled" vaut true
    Et la règle "scoring.tout_atout_scaling.ratio" vaut [162, 258]
    Et la règle "scoring.rounding.method" vaut each_team
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | 9♠ R♠ V♥ 10♥ R♥ 9♦ D♣ 8♣ |
      | Ouest  | V♠ 7♥ V♦ 10♦ R♦ 10♣ R♣ 7♣ |
      | Sud    | 8♠ 9♥ D♥ D♦ 8♦ V♣ 9♣ A♣ |
      | Est    | A♠ 10♠ D♠ 7♠ A♥ 8♥ A♦ 7♦ |
    # Ouest entame (Nord a donné). Tout atout : chaque couleur se range V 9 A 10 R D 8 7 et
    # compte V 20, 9 14, A 11, 10 10, R 4, D 3 : 62 par couleur, 248 + 10 de der = 258.
    # Aucune main ne tient roi et dame d'une même couleur (pas de belote), aucune annonce.
    # Pli 1 Ouest : 7♣ 0 + A♣ 11 + 7♦ 0 + D♣ 3 = 14, à Sud.
    # Pli 2 Sud   : 8♠ 0 + D♠ 3 + R♠ 4 + V♠ 20 = 27, à Ouest (chacun monte sur la carte qui tient).
    # Pli 3 Ouest : 10♣ 10 + V♣ 20 + 7♠ 0 + 8♣ 0 = 30, à Sud.
    # Pli 4 Sud   : D♦ 3 + A♦ 11 + 9♦ 14 + V♦ 20 = 48, à Ouest.
    # Pli 5 Ouest : R♦ 4 + 8♦ 0 + 8♥ 0 + R♥ 4 = 8, à Ouest.
    # Pli 6 Ouest : 7♥ 0 + D♥ 3 + A♥ 11 + V♥ 20 = 34, à Nord : sur l'as, Nord doit monter et
    #   son seul cœur plus fort est le valet (le 10 ne monte pas sur l'as).
    # Pli 7 Nord  : 9♠ 14 + R♣ 4 + 9♥ 14 + 10♠ 10 = 42, à Nord.
    # Pli 8 Nord  : 10♥ 10 + 10♦ 10 + 9♣ 14 + A♠ 11 = 45, à Nord, + 10 de der.
    # NS : 14 + 30 + 34 + 42 + 45 + 10 = 175 ; EO : 27 + 48 + 8 = 83 ; 175 + 83 = 258.
    Et Nord a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Ouest  | 7♣ A♣ 7♦ D♣    |
      | Sud    | 8♠ D♠ R♠ V♠    |
      | Ouest  | 10♣ V♣ 7♠ 8♣   |
      | Sud    | D♦ A♦ 9♦ V♦    |
      | Ouest  | R♦ 8♦ 8♥ R♥    |
      | Ouest  | 7♥ D♥ A♥ V♥    |
      | Nord   | 9♠ R♣ 9♥ 10♠   |
      | Nord   | 10♥ 10♦ 9♣ A♠  |
    Alors les plis reviennent à Sud Ouest Sud Ouest Ouest Nord Nord Nord
    Et les plis valent 175 pour NS et 83 pour EO
    Et aucune équipe ne marque d'annonce
    Et personne n'a la belote
    # Preneur NS : 175 contre 83 : contrat rempli.
    # 000 : × 162/258 : NS 175 × 162 / 258 = 109,88 ; EO 83 × 162 / 258 = 52,12 ;
    # puis l'arrondi à la dizaine du club : 110 et 50.
    Et la marque est 110 pour NS et 50 pour EO
    Et le moteur joue la donne enregistrée et marque 110 pour NS et 50 pour EO
    Et la donne est "faite"

  # ------------------------------------------------------------------ belote traditionnelle (003)

  @doc-003 @variante-traditional
  Scénario: Traditionnelle — Sud prend à cœur, sa tierce d'atout l'emporte et Ouest doit pisser
    Soit une donne de la variante "traditional" prise par Sud à l'atout cœur
    Et la règle "annonces.tie_break" vaut [higher, trump]
    Et la règle "play.undertrump" vaut required
    Et la règle "play.partner_master" vaut free
    Et la règle "scoring.contract.beat_defence" vaut true
    Et la règle "scoring.rounding.method" vaut none
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | 9♥ A♦ R♦ 8♦ 10♠ 7♠ A♣ 9♣ |
      | Ouest  | V♣ D♣ R♣ A♥ 7♥ D♠ 9♦ 7♦ |
      | Sud    | V♥ D♥ R♥ 8♥ A♠ 8♠ 10♦ 7♣ |
      | Est    | 10♥ R♠ V♠ 9♠ D♦ V♦ 10♣ 8♣ |
    # Ouest entame (Nord a donné). Atout cœur.
    # Pli 1 Ouest : D♠ 3 + 8♠ 0 + R♠ 4 + 7♠ 0 = 7, à Est.
    # Pli 2 Est   : V♦ 2 + R♦ 4 + 7♦ 0 + 10♦ 10 = 16, à Sud.
    # Pli 3 Sud   : A♠ 11 + 9♠ 0 + 10♠ 10 + 7♥ 0 = 21, à Ouest (Ouest coupe du 7).
    # Pli 4 Ouest : R♣ 4 + 7♣ 0 + 10♣ 10 + 9♣ 0 = 14, à Est.
    # Pli 5 Est   : V♠ 2 + 9♥ 14 + A♥ 11 + V♥ 20 = 47, à Sud. Nord coupe du 9 ; Ouest, sans
    #   pique, ne peut pas surcouper le 9 avec son as et doit pourtant le mettre (003 : on joue
    #   un atout plus faible) ; Sud, dont le partenaire est maître, surcoupe librement du valet.
    # Pli 6 Sud   : R♥ 4 + 10♥ 10 + 8♦ 0 + D♣ 3 = 17, à Est (le 10 d'atout bat le roi).
    # Pli 7 Est   : D♦ 3 + A♦ 11 + 9♦ 0 + 8♥ 0 = 14, à Sud, qui coupe l'as de son partenaire
    #   (003 : on peut couper même quand le partenaire est maître).
    # Pli 8 Sud   : D♥ 3 + 8♣ 0 + A♣ 11 + V♣ 2 = 16, à Sud, + 10 de der.
    # NS : 16 + 47 + 14 + 16 + 10 = 103 ; EO : 7 + 21 + 14 + 17 = 59 ; 103 + 59 = 162.
    Et Nord a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Ouest  | D♠ 8♠ R♠ 7♠    |
      | Est    | V♦ R♦ 7♦ 10♦   |
      | Sud    | A♠ 9♠ 10♠ 7♥   |
      | Ouest  | R♣ 7♣ 10♣ 9♣   |
      | Est    | V♠ 9♥ A♥ V♥    |
      | Sud    | R♥ 10♥ 8♦ D♣   |
      | Est    | D♦ A♦ 9♦ 8♥    |
      | Sud    | D♥ 8♣ A♣ V♣    |
    Alors les plis reviennent à Est Sud Ouest Est Sud Est Sud Sud
    Et les plis valent 103 pour NS et 59 pour EO
    # Annonces : Sud a une tierce V-D-R♥, Ouest une tierce V-D-R♣. Même valeur (20), même
    # hauteur (au roi) : 003 donne l'avantage à celle d'atout, celle de Sud. NS : 20, EO : 0.
    Et Sud annonce une tierce (20)
    Et Ouest annonce une tierce (20)
    Et l'équipe NS marque 20 points d'annonces
    Et l'équipe EO marque 0 points d'annonces
    Et Sud a une belote
    # Preneur NS : 103 + 20 + 20 = 143 contre 59 : contrat rempli, points exacts.
    Et la marque est 143 pour NS et 59 pour EO
    Et le moteur joue la donne enregistrée et marque 143 pour NS et 59 pour EO
    Et la donne est "faite"

  @doc-003 @variante-traditional
  Scénario: Traditionnelle — Sud prend à pique et se fait mettre capot, la défense marque 162
    Soit une donne de la variante "traditional" prise par Sud à l'atout pique
    Et la règle "scoring.outcomes.capot_against" vaut {}
    Et la règle "scoring.outcomes.dedans.defence.base" vaut 162
    Et la règle "scoring.outcomes.dedans.taker.belote" vaut own
    Et la règle "play.trump_lead" vaut must_overtrump
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | V♥ 7♥ 9♦ 7♦ R♦ D♣ V♣ 9♣ |
      | Ouest  | A♠ 10♠ 8♠ A♣ 10♣ R♣ D♦ 9♥ |
      | Sud    | R♠ D♠ 7♠ D♥ 8♥ V♦ 8♦ 8♣ |
      | Est    | V♠ 9♠ A♥ 10♥ R♥ A♦ 10♦ 7♣ |
    # Ouest entame (Nord a donné). Atout pique. Aucune annonce dans les quatre mains.
    # Pli 1 Ouest : 8♠ 0 + D♠ 3 + 9♠ 14 + 7♥ 0 = 17, à Est (Sud doit monter sur le 8, Est sur la dame).
    # Pli 2 Est   : V♠ 20 + 7♦ 0 + 10♠ 10 + 7♠ 0 = 30, à Est.
    # Pli 3 Est   : 7♣ 0 + 9♣ 0 + A♣ 11 + 8♣ 0 = 11, à Ouest.
    # Pli 4 Ouest : A♠ 11 + R♠ 4 + 10♦ 10 + 9♦ 0 = 25, à Ouest (le roi de Sud tombe).
    # Pli 5 Ouest : 9♥ 0 + D♥ 3 + A♥ 11 + V♥ 2 = 16, à Est.
    # Pli 6 Est   : 10♥ 10 + D♣ 3 + D♦ 3 + 8♥ 0 = 16, à Est.
    # Pli 7 Est   : R♥ 4 + V♣ 2 + R♣ 4 + 8♦ 0 = 10, à Est.
    # Pli 8 Est   : A♦ 11 + R♦ 4 + 10♣ 10 + V♦ 2 = 27, à Est, + 10 de der.
    # EO : 17 + 30 + 11 + 25 + 16 + 16 + 10 + 27 + 10 = 162 ; NS : 0. EO fait les huit plis.
    Et Nord a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Ouest  | 8♠ D♠ 9♠ 7♥    |
      | Est    | V♠ 7♦ 10♠ 7♠   |
      | Est    | 7♣ 9♣ A♣ 8♣    |
      | Ouest  | A♠ R♠ 10♦ 9♦   |
      | Ouest  | 9♥ D♥ A♥ V♥    |
      | Est    | 10♥ D♣ D♦ 8♥   |
      | Est    | R♥ V♣ R♣ 8♦    |
      | Est    | A♦ R♦ 10♣ V♦   |
    Alors les plis reviennent à Est Est Ouest Ouest Est Est Est Est
    Et les plis valent 0 pour NS et 162 pour EO
    Et aucune équipe ne marque d'annonce
    Et Sud a une belote
    # 003 : quand l'équipe qui a pris est mise capot, ses adversaires marquent 162 (et non les
    # 250 du capot) ; le preneur ne garde que sa belote : 20.
    Et la marque est 20 pour NS et 162 pour EO
    Et le moteur joue la donne enregistrée et marque 20 pour NS et 162 pour EO
    Et la donne est "dedans"

  # ------------------------------------------------------------------ belote bridgée (004)

  @doc-004 @variante-bridgee
  Scénario: Bridgée — Nord demande 90 à sans atout et le fait, le contrat s'ajoute à ses points
    Soit une donne de la variante "bridgee" prise par Nord à sans atout pour 90
    Et la règle "bidding.modes.sans_atout" vaut true
    Et la règle "cards.sans_atout.points.ace" vaut 19
    Et la règle "belote.sans_atout" vaut none
    Et la règle "scoring.contract.reach_bid" vaut true
    Et la règle "scoring.outcomes.made.taker.contract" vaut true
    Et la règle "scoring.outcomes.made.defence.base" vaut points
    Et la règle "annonces.enabled" vaut false
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | 10♠ D♠ 8♠ 9♥ R♥ 8♥ V♣ 7♣ |
      | Ouest  | R♠ V♥ D♥ A♦ R♦ D♦ 7♦ 10♣ |
      | Sud    | 9♠ A♠ 7♠ 7♥ 9♣ R♣ D♣ 8♣ |
      | Est    | V♠ A♥ 10♥ V♦ 9♦ 10♦ 8♦ A♣ |
    # Ouest entame (Nord a donné). Sans atout : A 19, 10 10, R 4, D 3, V 2, 9 8 7 à 0, dans
    # toutes les couleurs (38 par couleur, 152 + 10 de der = 162) ; on ne coupe jamais.
    # Pli 1 Ouest : 10♣ 10 + 8♣ 0 + A♣ 19 + 7♣ 0 = 29, à Est.
    # Pli 2 Est   : A♥ 19 + 8♥ 0 + D♥ 3 + 7♥ 0 = 22, à Est.
    # Pli 3 Est   : 10♦ 10 + 9♥ 0 + 7♦ 0 + 9♣ 0 = 10, à Est.
    # Pli 4 Est   : V♠ 2 + D♠ 3 + R♠ 4 + A♠ 19 = 28, à Sud.
    # Pli 5 Sud   : 7♠ 0 + 8♦ 0 + 10♠ 10 + V♥ 2 = 12, à Nord.
    # Pli 6 Nord  : V♣ 2 + D♦ 3 + R♣ 4 + 9♦ 0 = 9, à Sud.
    # Pli 7 Sud   : 9♠ 0 + V♦ 2 + 8♠ 0 + R♦ 4 = 6, à Sud.
    # Pli 8 Sud   : D♣ 3 + 10♥ 10 + R♥ 4 + A♦ 19 = 36, à Sud, + 10 de der.
    # NS : 28 + 12 + 9 + 6 + 36 + 10 = 101 ; EO : 29 + 22 + 10 = 61 ; 101 + 61 = 162.
    Et Nord a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Ouest  | 10♣ 8♣ A♣ 7♣   |
      | Est    | A♥ 8♥ D♥ 7♥    |
      | Est    | 10♦ 9♥ 7♦ 9♣   |
      | Est    | V♠ D♠ R♠ A♠    |
      | Sud    | 7♠ 8♦ 10♠ V♥   |
      | Nord   | V♣ D♦ R♣ 9♦    |
      | Sud    | 9♠ V♦ 8♠ R♦    |
      | Sud    | D♣ 10♥ R♥ A♦   |
    Alors les plis reviennent à Est Est Est Sud Nord Sud Sud Sud
    Et les plis valent 101 pour NS et 61 pour EO
    # Pas d'annonces en bridgée : le cinquante 8-9-10-V♦ d'Est et la tierce D-R-A♦ d'Ouest
    # ne comptent pas. Pas de belote à sans atout.
    Et Est n'annonce rien
    Et Ouest n'annonce rien
    Et aucune équipe ne marque d'annonce
    Et personne n'a la belote
    # Preneur NS : 101 ≥ 90 et plus que la défense : contrat fait.
    # 004 : les preneurs marquent points faits + contrat : 101 + 90 = 191 ; la défense ses
    # points : 61.
    Et la marque est 191 pour NS et 61 pour EO
    Et le moteur joue la donne enregistrée et marque 191 pour NS et 61 pour EO
    Et la donne est "faite"

  @doc-004 @variante-bridgee
  Scénario: Bridgée — Est demande 100 à pique, bat la défense mais n'atteint pas son contrat
    Soit une donne de la variante "bridgee" prise par Est à l'atout pique pour 100
    Et la règle "scoring.contract.reach_bid" vaut true
    Et la règle "scoring.contract.counts.taker.belote" vaut true
    Et la règle "scoring.contract.counts.taker.annonces" vaut false
    Et la règle "scoring.outcomes.dedans.defence.base" vaut 160
    Et la règle "scoring.outcomes.dedans.defence.contract" vaut true
    Et la règle "scoring.outcomes.dedans.taker.belote" vaut own
    Et la règle "annonces.enabled" vaut false
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | 10♥ R♥ V♦ 9♦ A♦ 10♣ R♣ D♣ |
      | Ouest  | 9♠ D♥ 8♥ 7♥ R♦ 7♦ V♣ A♣ |
      | Sud    | 10♠ 8♠ A♥ 10♦ 8♦ 9♣ 8♣ 7♣ |
      | Est    | V♠ A♠ R♠ D♠ 7♠ V♥ 9♥ D♦ |
    # Nord entame (Est a donné). Atout pique.
    # Pli 1 Nord  : A♦ 11 + 7♦ 0 + 10♦ 10 + D♦ 3 = 24, à Nord.
    # Pli 2 Nord  : 10♥ 10 + 7♥ 0 + A♥ 11 + 9♥ 0 = 21, à Sud.
    # Pli 3 Sud   : 9♣ 0 + 7♠ 0 + D♣ 3 + A♣ 11 = 14, à Est (Est coupe du 7).
    # Pli 4 Est   : V♥ 2 + R♥ 4 + 8♥ 0 + 7♣ 0 = 6, à Nord (Sud se défausse, Nord est maître).
    # Pli 5 Nord  : 9♦ 0 + R♦ 4 + 8♦ 0 + V♠ 20 = 24, à Est (Est n'a plus que des atouts).
    # Pli 6 Est   : R♠ 4 + V♦ 2 + 9♠ 14 + 8♠ 0 = 20, à Ouest (Ouest doit monter sur le roi).
    # Pli 7 Ouest : V♣ 2 + 8♣ 0 + A♠ 11 + R♣ 4 = 17, à Est.
    # Pli 8 Est   : D♠ 3 + 10♣ 10 + D♥ 3 + 10♠ 10 = 26, à Sud (le 10 bat la dame), + 10 de der.
    # NS : 24 + 21 + 6 + 26 + 10 = 87 ; EO : 14 + 24 + 20 + 17 = 75 ; 87 + 75 = 162.
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | A♦ 7♦ 10♦ D♦   |
      | Nord   | 10♥ 7♥ A♥ 9♥   |
      | Sud    | 9♣ 7♠ D♣ A♣    |
      | Est    | V♥ R♥ 8♥ 7♣    |
      | Nord   | 9♦ R♦ 8♦ V♠    |
      | Est    | R♠ V♦ 9♠ 8♠    |
      | Ouest  | V♣ 8♣ A♠ R♣    |
      | Est    | D♠ 10♣ D♥ 10♠  |
    Alors les plis reviennent à Nord Sud Est Nord Est Ouest Est Sud
    Et les plis valent 87 pour NS et 75 pour EO
    # Pas d'annonces en bridgée : le V-D-R-A♠ d'Est et le 7-8-9♣ de Sud ne comptent pas.
    Et Est n'annonce rien
    Et Sud n'annonce rien
    Et aucune équipe ne marque d'annonce
    Et Est a une belote
    # Preneur EO : 75 + 20 (belote) = 95 : plus que NS (87), mais moins que les 100 demandés :
    # chute. 004 : la défense marque 160 + le contrat : 160 + 100 = 260 ; les preneurs ne
    # marquent que leur belote imprenable : 20.
    Et la marque est 260 pour NS et 20 pour EO
    Et le moteur joue la donne enregistrée et marque 260 pour NS et 20 pour EO
    Et la donne est "dedans"
