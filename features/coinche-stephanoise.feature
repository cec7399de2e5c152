# language: fr
@regles-FFC
Fonctionnalité: La coinche stéphanoise (règlement de la Fédération Française de Coinche)
  Des donnes entières de la coinche telle que le règlement de la Fédération Française de
  Coinche (Coinche stéphanoise, déposé à l'INPI en 1996) la décrit, carte par carte, puis les
  enchères, la coinche et le décoinchage, la maldonne et la fin de partie. Le règlement n'a pas
  d'articles numérotés : on cite ses passages par leur sujet (« La donne », « Les enchères »,
  « La coinche et le décoinchage », « Le sans atout », « Le jeu de la carte », « Les annonces »,
  « La fin de la partie », « La maldonne »). Les nombres attendus sont calculés à la main ;
  le calcul est écrit en commentaire.

  Rappel des valeurs (le règlement ne les donne pas : valeurs communes) : à l'atout V 20, 9 14,
  A 11, 10 10, R 4, D 3 ; hors atout A 11, 10 10, R 4, D 3, V 2 ; à sans atout l'as vaut 19 ;
  dix de der 10 ; 162 points en tout.

  Marque (le règlement ne la donne pas ; c'est un choix marqué dans la variante) : le contrat
  est fait si les points du preneur, annonces et belote comprises, atteignent l'enchère et
  dépassent ceux de la défense ; le preneur marque ses points + le contrat + ses annonces + sa
  belote, la défense ses points, ses annonces et sa belote. Chute : la défense marque 160 + le
  contrat + toutes les annonces + sa belote, le preneur garde sa belote. Coinché, le contrat
  compte double (quadruple surcoinché). Une enchère de 82 compte 80 ; à sans atout le contrat
  compte double ; capot 250, capot demandé 250 + 250.

  # ------------------------------------------------------------------ donnes complètes

  @variante-coinche-stephanoise
  Scénario: Stéphanoise — Nord demande 82 à cœur, fait 80 points et gagne grâce à sa tierce
    Soit une donne de la variante "coinche-stephanoise" prise par Nord à l'atout cœur pour 82
    Et la règle "deal.patterns" vaut ["3-3"]
    Et la règle "deal.turned_card" vaut false
    Et la règle "bidding.auction.floor" vaut 82
    Et la règle "scoring.contract.counts.taker.annonces" vaut true
    Et la règle "scoring.contract.reach_bid" vaut true
    Et la règle "scoring.contract_value.floor_counts_as" vaut 80
    Et la règle "scoring.outcomes.made.taker.contract" vaut true
    Et la règle "scoring.outcomes.made.taker.annonces" vaut own
    Et la règle "scoring.outcomes.made.defence.base" vaut points
    Et la règle "annonces.enabled" vaut true
    Et la règle "annonces.show" vaut second_trick
    Et la règle "play.first_lead" vaut after_dealer
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | V♥ 8♥ 7♥ A♠ R♠ D♠ 8♦ 7♣ |
      | Ouest  | A♥ 9♥ A♦ R♦ A♣ 10♣ 10♠ 9♠ |
      | Sud    | 10♥ R♥ 7♦ V♦ V♣ 9♣ 7♠ 8♠ |
      | Est    | D♥ 9♦ D♦ 10♦ R♣ D♣ V♠ 8♣ |
    # Est a donné (trois cartes, trois cartes, les enchères, puis deux cartes : « La donne ») ;
    # le joueur à sa droite, Nord, parle et entame. Atout cœur.
    # Pli 1 Nord  : V♥ 20 + A♥ 11 + R♥ 4 + D♥ 3 = 38, à Nord (personne ne monte sur le valet).
    # Pli 2 Nord  : A♠ 11 + 9♠ 0 + 7♠ 0 + V♠ 2 = 13, à Nord.
    # Pli 3 Nord  : R♠ 4 + 10♠ 10 + 8♠ 0 + 10♦ 10 = 24, à Ouest (Est, sans pique, partenaire
    #   maître, se défausse de son 10).
    # Pli 4 Ouest : 9♥ 14 + 10♥ 10 + R♣ 4 + 7♥ 0 = 28, à Ouest (ni Sud ni Nord ne montent sur le 9).
    # Pli 5 Ouest : A♦ 11 + 7♦ 0 + D♦ 3 + 8♦ 0 = 14, à Ouest.
    # Pli 6 Ouest : A♣ 11 + V♣ 2 + D♣ 3 + 7♣ 0 = 16, à Ouest.
    # Pli 7 Ouest : 10♣ 10 + 9♣ 0 + 8♣ 0 + 8♥ 0 = 10, à Nord (Nord, sans trèfle, coupe).
    # Pli 8 Nord  : D♠ 3 + R♦ 4 + V♦ 2 + 9♦ 0 = 9, à Nord (seul pique), + 10 de der.
    # NS : 38 + 13 + 10 + 9 + 10 = 80 ; EO : 24 + 28 + 14 + 16 = 82 ; 80 + 82 = 162.
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | V♥ A♥ R♥ D♥    |
      | Nord   | A♠ 9♠ 7♠ V♠    |
      | Nord   | R♠ 10♠ 8♠ 10♦  |
      | Ouest  | 9♥ 10♥ R♣ 7♥   |
      | Ouest  | A♦ 7♦ D♦ 8♦    |
      | Ouest  | A♣ V♣ D♣ 7♣    |
      | Ouest  | 10♣ 9♣ 8♣ 8♥   |
      | Nord   | D♠ R♦ V♦ 9♦    |
    Alors les plis reviennent à Nord Nord Ouest Ouest Ouest Ouest Nord Nord
    Et les plis valent 80 pour NS et 82 pour EO
    # Annonces : Nord a une tierce A-R-D♠ (20), seule annonce de la donne. Pas de belote (le
    # roi de cœur est à Sud, la dame à Est).
    Et Nord annonce une tierce (20)
    Et l'équipe NS marque 20 points d'annonces
    Et personne n'a la belote
    # « Les annonces servent à PRENDRE ou FAIRE SON COUP » (Les annonces) : 80 + 20 = 100 ≥ 82
    # et plus que 82 : contrat fait ; sans la tierce, 80 < 82, Nord chutait.
    # Marque : NS 80 + 80 (« 82 sans atout … 160 points » : 82 compte 80, Le sans atout) + 20
    # = 180 ; EO ses points, 82.
    Et la marque est 180 pour NS et 82 pour EO
    Et le moteur joue la donne enregistrée et marque 180 pour NS et 82 pour EO
    Et la donne est "faite"

  @variante-coinche-stephanoise
  Scénario: Stéphanoise — Sud demande 110 à pique, Est coinche : Sud n'atteint pas son contrat malgré tierce et belote
    Soit une donne de la variante "coinche-stephanoise" prise par Sud à l'atout pique pour 110 contrée
    Et la règle "bidding.auction.contre" vaut true
    Et la règle "bidding.auction.contre_timing" vaut in_turn
    Et la règle "scoring.contre.contre" vaut 2
    Et la règle "scoring.outcomes.dedans.defence.base" vaut 160
    Et la règle "scoring.outcomes.dedans.defence.contract" vaut true
    Et la règle "scoring.outcomes.dedans.defence.annonces" vaut all
    Et la règle "scoring.outcomes.dedans.defence.multiply" vaut [contract]
    Et la règle "scoring.outcomes.dedans.taker.belote" vaut own
    Et la règle "scoring.outcomes.dedans.taker.annonces" vaut none
    Et la règle "scoring.outcomes.dedans_contre" vaut {}
    Et la règle "scoring.contract.beat_defence" vaut true
    Et la règle "scoring.contract.counts.taker.belote" vaut true
    Et la règle "play.trump_lead" vaut must_overtrump
    Et la règle "play.must_trump" vaut unless_partner_master
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | R♠ D♠ 7♠ D♦ 9♦ D♣ 9♣ 7♥ |
      | Ouest  | A♠ 8♠ A♣ R♣ 10♣ V♣ 8♣ 8♥ |
      | Sud    | V♠ A♥ V♥ 10♥ 9♥ A♦ 7♦ 7♣ |
      | Est    | 10♠ 9♠ R♥ D♥ R♦ V♦ 10♦ 8♦ |
    # Nord a donné : Ouest parle et entame. Ouest passe, Sud demande 110 à pique, Est coinche ;
    # Nord, Ouest et Sud passent (une coinche ne ferme pas les enchères ici). Atout pique.
    # Pli 1 Ouest : A♠ 11 + V♠ 20 + 10♠ 10 + R♠ 4 = 45, à Sud (Sud monte du valet sur l'as ;
    #   Est et Nord ne peuvent plus monter). Nord joue le roi : belote.
    # Pli 2 Sud   : A♥ 11 + D♥ 3 + 7♥ 0 + 8♥ 0 = 14, à Sud.
    # Pli 3 Sud   : A♦ 11 + 8♦ 0 + D♦ 3 + 8♠ 0 = 14, à Ouest (Ouest, sans carreau, coupe du 8).
    # Pli 4 Ouest : A♣ 11 + 7♣ 0 + 10♦ 10 + 9♣ 0 = 21, à Ouest (Est, partenaire maître, se défausse).
    # Pli 5 Ouest : 10♣ 10 + 9♥ 0 + R♥ 4 + D♣ 3 = 17, à Ouest (Sud n'a plus d'atout).
    # Pli 6 Ouest : R♣ 4 + 7♦ 0 + R♦ 4 + 7♠ 0 = 8, à Nord (Nord, sans trèfle, coupe du 7).
    # Pli 7 Nord  : D♠ 3 + 8♣ 0 + 10♥ 10 + 9♠ 14 = 27, à Est (rebelote ; Est surcoupe du 9).
    # Pli 8 Est   : V♦ 2 + 9♦ 0 + V♣ 2 + V♥ 2 = 6, à Est, + 10 de der.
    # NS : 45 + 14 + 8 = 67 ; EO : 14 + 21 + 17 + 27 + 6 + 10 = 95 ; 67 + 95 = 162.
    Et Nord a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Ouest  | A♠ V♠ 10♠ R♠   |
      | Sud    | A♥ D♥ 7♥ 8♥    |
      | Sud    | A♦ 8♦ D♦ 8♠    |
      | Ouest  | A♣ 7♣ 10♦ 9♣   |
      | Ouest  | 10♣ 9♥ R♥ D♣   |
      | Ouest  | R♣ 7♦ R♦ 7♠    |
      | Nord   | D♠ 8♣ 10♥ 9♠   |
      | Est    | V♦ 9♦ V♣ V♥    |
    Alors les plis reviennent à Sud Sud Ouest Ouest Ouest Nord Est Est
    Et les plis valent 67 pour NS et 95 pour EO
    # Annonces : Sud a une tierce V-10-9♥ (20), seule annonce. Belote : Nord (R♠ D♠).
    Et Sud annonce une tierce (20)
    Et l'équipe NS marque 20 points d'annonces
    Et Nord a une belote
    # Preneur NS : 67 + 20 + 20 = 107 : plus que la défense (95) mais moins que 110 : chute.
    # Marque : la défense EO marque 160 + 110 × 2 (coinché) + les annonces de la donne, la
    # tierce de Sud (20) = 400 ; NS ne garde que sa belote : 20.
    Et la marque est 20 pour NS et 400 pour EO
    Et le moteur joue la donne enregistrée et marque 20 pour NS et 400 pour EO
    Et la donne est "dedans"

  @variante-coinche-stephanoise
  Scénario: Stéphanoise — Sud demande 82 à sans atout et le fait : le contrat compte 160
    Soit une donne de la variante "coinche-stephanoise" prise par Sud à sans atout pour 82
    Et la règle "bidding.modes.sans_atout" vaut true
    Et la règle "bidding.modes.tout_atout" vaut false
    Et la règle "scoring.contract_value.sans_atout" vaut 2
    Et la règle "scoring.contract_value.tout_atout" vaut 1
    Et la règle "scoring.contract_value.floor_counts_as" vaut 80
    Et la règle "cards.sans_atout.points.ace" vaut 19
    Et la règle "scoring.sans_atout_scaling.enabled" vaut false
    Et la règle "annonces.in_modes.sans_atout" vaut true
    Et la règle "belote.sans_atout" vaut none
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | A♥ 7♥ D♦ 7♦ R♠ 9♠ 8♠ 10♣ |
      | Ouest  | R♥ D♥ V♦ 9♦ 10♠ 7♠ R♣ 7♣ |
      | Sud    | V♥ 9♥ 8♥ A♠ A♣ V♣ D♣ 9♣ |
      | Est    | 10♥ A♦ R♦ 10♦ 8♦ D♠ V♠ 8♣ |
    # Sud a donné : Est parle et entame. Est, Nord et Ouest passent ; Sud demande 82 à sans
    # atout. Sans atout : A 19, 10 10, R 4, D 3, V 2 dans toutes les couleurs ; on ne coupe pas.
    # Pli 1 Est   : A♦ 19 + 7♦ 0 + V♦ 2 + 8♥ 0 = 21, à Est.
    # Pli 2 Est   : 10♥ 10 + A♥ 19 + D♥ 3 + V♥ 2 = 34, à Nord.
    # Pli 3 Nord  : 10♣ 10 + 7♣ 0 + A♣ 19 + 8♣ 0 = 29, à Sud.
    # Pli 4 Sud   : A♠ 19 + V♠ 2 + R♠ 4 + 7♠ 0 = 25, à Sud.
    # Pli 5 Sud   : D♣ 3 + 8♦ 0 + D♦ 3 + R♣ 4 = 10, à Ouest.
    # Pli 6 Ouest : 10♠ 10 + 9♥ 0 + D♠ 3 + 8♠ 0 = 13, à Ouest.
    # Pli 7 Ouest : R♥ 4 + 9♣ 0 + 10♦ 10 + 7♥ 0 = 14, à Ouest.
    # Pli 8 Ouest : 9♦ 0 + V♣ 2 + R♦ 4 + 9♠ 0 = 6, à Est, + 10 de der.
    # NS : 34 + 29 + 25 = 88 ; EO : 21 + 10 + 13 + 14 + 6 + 10 = 74 ; 88 + 74 = 162.
    Et Sud a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Est    | A♦ 7♦ V♦ 8♥    |
      | Est    | 10♥ A♥ D♥ V♥   |
      | Nord   | 10♣ 7♣ A♣ 8♣   |
      | Sud    | A♠ V♠ R♠ 7♠    |
      | Sud    | D♣ 8♦ D♦ R♣    |
      | Ouest  | 10♠ 9♥ D♠ 8♠   |
      | Ouest  | R♥ 9♣ 10♦ 7♥   |
      | Ouest  | 9♦ V♣ R♦ 9♠    |
    Alors les plis reviennent à Est Nord Sud Sud Ouest Ouest Ouest Est
    Et les plis valent 88 pour NS et 74 pour EO
    Et aucune équipe ne marque d'annonce
    Et personne n'a la belote
    # 88 ≥ 82 et plus que 74 : fait. « Un contrat à sans atout double le montant de celui-ci :
    # … 82 sans atout … vous marquerez 160 points » (Le sans atout) : le contrat compte 80 × 2 =
    # 160. NS : 88 + 160 = 248 ; EO : 74.
    Et la marque est 248 pour NS et 74 pour EO
    Et le moteur joue la donne enregistrée et marque 248 pour NS et 74 pour EO
    Et la donne est "faite"

  @variante-coinche-stephanoise
  Scénario: Stéphanoise — Nord demande le capot à trèfle et le fait, avec un cinquante et la belote de Sud
    Soit une donne de la variante "coinche-stephanoise" prise par Nord à l'atout trèfle pour capot
    Et la règle "bidding.auction.capot" vaut true
    Et la règle "bidding.auction.capot_contre" vaut false
    Et la règle "scoring.capot.kind" vaut flat
    Et la règle "scoring.capot.points" vaut 250
    Et la règle "scoring.capot.announced.enabled" vaut true
    Et la règle "scoring.capot.announced.contract" vaut 250
    Et la règle "scoring.outcomes.capot_bid_made" vaut {taker: {contract: true}}
    Et la règle "annonces.sequences.cinquante.points" vaut 50
    Et la règle "belote.points" vaut 20
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | V♣ 9♣ A♣ 10♠ 9♠ 8♠ 7♠ A♥ |
      | Ouest  | 7♣ D♥ 8♥ 7♥ V♠ R♦ 10♦ 8♦ |
      | Sud    | R♣ D♣ A♠ R♠ 10♥ 9♥ V♦ D♦ |
      | Est    | 10♣ 8♣ D♠ R♥ V♥ A♦ 9♦ 7♦ |
    # Est a donné : Nord parle le premier et demande « LE CAPOT » à trèfle ; les enchères
    # s'arrêtent (Les enchères) : personne ne parle plus. Nord entame.
    # Pli 1 Nord  : V♣ 20 + 7♣ 0 + R♣ 4 + 8♣ 0 = 24 (Sud : « belote »).
    # Pli 2 Nord  : 9♣ 14 + 7♥ 0 + D♣ 3 + 10♣ 10 = 27 (Sud : « rebelote » ; Est ne monte pas sur le 9).
    # Pli 3 Nord  : A♣ 11 + 8♥ 0 + A♠ 11 + 7♦ 0 = 22 (plus d'atout chez les autres).
    # Pli 4 Nord  : A♥ 11 + D♥ 3 + 10♥ 10 + V♥ 2 = 26.
    # Pli 5 Nord  : 10♠ 10 + V♠ 2 + R♠ 4 + D♠ 3 = 19.
    # Pli 6 Nord  : 7♠ 0 + 8♦ 0 + D♦ 3 + 9♦ 0 = 3 (plus personne n'a de pique : le 7 fait le pli).
    # Pli 7 Nord  : 8♠ 0 + R♦ 4 + V♦ 2 + R♥ 4 = 10.
    # Pli 8 Nord  : 9♠ 0 + 10♦ 10 + 9♥ 0 + A♦ 11 = 21, + 10 de der.
    # NS : 24 + 27 + 22 + 26 + 19 + 3 + 10 + 21 + 10 = 162, les huit plis ; EO : 0.
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | V♣ 7♣ R♣ 8♣    |
      | Nord   | 9♣ 7♥ D♣ 10♣   |
      | Nord   | A♣ 8♥ A♠ 7♦    |
      | Nord   | A♥ D♥ 10♥ V♥   |
      | Nord   | 10♠ V♠ R♠ D♠   |
      | Nord   | 7♠ 8♦ D♦ 9♦    |
      | Nord   | 8♠ R♦ V♦ R♥    |
      | Nord   | 9♠ 10♦ 9♥ A♦   |
    Alors les plis reviennent à Nord Nord Nord Nord Nord Nord Nord Nord
    Et les plis valent 162 pour NS et 0 pour EO
    # Annonces : Nord a un cinquante 7-8-9-10♠ (50). Belote : Sud (R♣ D♣).
    Et Nord annonce un cinquante (50)
    Et l'équipe NS marque 50 points d'annonces
    Et Sud a une belote
    # Capot demandé et fait (« barème stéphanois : capot 250 / 500 ») : 250 de capot + 250 de
    # contrat + 50 + 20 = 570 pour NS ; EO 0.
    Et la marque est 570 pour NS et 0 pour EO
    Et le moteur joue la donne enregistrée et marque 570 pour NS et 0 pour EO
    Et la donne est "capot"

  @variante-coinche-stephanoise
  Scénario: Stéphanoise — Ouest passe 1995 avec son carré et son cinquante, mais il est mis capot : la partie continue
    Soit une donne de la variante "coinche-stephanoise" prise par Sud à l'atout carreau pour 100
    Et une partie en cours à 1400 pour NS et 1900 pour EO
    Et la règle "game_end.target" vaut 1995
    Et la règle "game_end.reach" vaut reach
    Et la règle "game_end.no_win_through" vaut {belote: [capot_against], annonces: [capot_against], line: [], until: next_deal}
    Et la règle "game_end.no_win_through.annonces" vaut [capot_against]
    Et la règle "game_end.no_win_through.belote" vaut [capot_against]
    Et la règle "annonces.card_reuse" vaut carre_and_sequence
    Et la règle "annonces.carres.ten" vaut 100
    Et la règle "scoring.outcomes.capot" vaut {}
    Et la règle "scoring.outcomes.made.defence.annonces" vaut own
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | A♦ 9♦ A♠ R♠ A♥ R♥ 8♥ R♣ |
      | Ouest  | 10♦ 10♠ V♠ 9♠ 8♠ 10♥ 10♣ 9♣ |
      | Sud    | V♦ R♦ 8♦ D♥ 9♥ 7♥ A♣ 7♣ |
      | Est    | D♦ 7♦ D♠ 7♠ V♥ V♣ D♣ 8♣ |
    # Nord a donné : Ouest entame. Ouest passe, Sud demande 100 à carreau, tous passent.
    # Pli 1 Ouest : 10♦ 10 + V♦ 20 + 7♦ 0 + 9♦ 14 = 44, à Sud (Ouest entame son seul atout).
    # Pli 2 Sud   : A♣ 11 + 8♣ 0 + R♣ 4 + 9♣ 0 = 15, à Sud.
    # Pli 3 Sud   : R♦ 4 + D♦ 3 + A♦ 11 + 8♠ 0 = 18, à Nord (Nord doit monter, même sur Sud).
    # Pli 4 Nord  : A♠ 11 + 9♠ 0 + D♥ 3 + 7♠ 0 = 14, à Nord (Sud, partenaire maître, se défausse).
    # Pli 5 Nord  : A♥ 11 + 10♥ 10 + 7♥ 0 + V♥ 2 = 23, à Nord.
    # Pli 6 Nord  : R♠ 4 + 10♠ 10 + 8♦ 0 + D♠ 3 = 17, à Sud (Sud coupe le 10 d'Ouest).
    # Pli 7 Sud   : 9♥ 0 + V♣ 2 + R♥ 4 + V♠ 2 = 8, à Nord.
    # Pli 8 Nord  : 8♥ 0 + 10♣ 10 + 7♣ 0 + D♣ 3 = 13, à Nord, + 10 de der.
    # NS : 44 + 15 + 18 + 14 + 23 + 17 + 8 + 13 + 10 = 162, les huit plis ; EO : 0.
    Et Nord a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Ouest  | 10♦ V♦ 7♦ 9♦   |
      | Sud    | A♣ 8♣ R♣ 9♣    |
      | Sud    | R♦ D♦ A♦ 8♠    |
      | Nord   | A♠ 9♠ D♥ 7♠    |
      | Nord   | A♥ 10♥ 7♥ V♥   |
      | Nord   | R♠ 10♠ 8♦ D♠   |
      | Sud    | 9♥ V♣ R♥ V♠    |
      | Nord   | 8♥ 10♣ 7♣ D♣   |
    Alors les plis reviennent à Sud Sud Nord Nord Nord Sud Nord Nord
    Et les plis valent 162 pour NS et 0 pour EO
    # Annonces : Ouest a un carré de dix (100) et un cinquante 8-9-10-V♠ (50) ; le 10♠ sert aux
    # deux (« Une carte peut servir pour présenter plusieurs annonces », Les annonces). NS n'a
    # rien : EO marque 150. Pas de belote (R♦ à Sud, D♦ à Est).
    Et Ouest annonce un carré (100) et un cinquante (50)
    Et l'équipe EO marque 150 points d'annonces
    Et personne n'a la belote
    # Capot non demandé : NS 250 + 100 = 350 ; EO, mis capot, marque ses annonces : 150.
    Et la marque est 350 pour NS et 150 pour EO
    Et le moteur joue la donne enregistrée et marque 350 pour NS et 150 pour EO
    # La partie : NS 1400 + 350 = 1750 ; EO 1900 + 150 = 2050, mais « la partie ne se termine
    # pas sur un capot et une annonce » (La fin de la partie) : sans ses annonces, EO a 1900,
    # moins que 1995. On joue une donne de plus.
    Quand la donne compte pour la partie
    Alors le total est de 1750 pour NS et 2050 pour EO
    Et la partie continue

  # ------------------------------------------------------------------ donne et enchères

  @variante-coinche-stephanoise
  Scénario: Stéphanoise — trois et trois cartes, les enchères, puis deux cartes à chacun
    Soit une partie de la variante "coinche-stephanoise" dont Nord est le donneur (graine 3)
    Et la règle "deal.patterns" vaut ["3-3"]
    Et la règle "deal.completion.taker" vaut 2
    Et la règle "deal.completion.others" vaut 2
    Et la règle "deal.first_receiver" vaut after_dealer
    Et la règle "bidding.first_speaker" vaut after_dealer
    # « La distribution des cartes doit se faire par la droite avec la remise de deux fois
    # trois cartes à chaque joueur » ; « A la fin des enchères, le donneur distribue deux cartes
    # à chaque joueur » (La donne). Ouest, à droite de Nord, parle le premier.
    Alors chaque joueur a 6 cartes
    Et aucune carte n'est retournée
    Et Ouest parle en premier
    Quand Ouest annonce 82 à pique
    Et Sud passe
    Et Est passe
    Et Nord passe
    Alors le contrat est 82 à pique pour EO
    Et chaque joueur a 8 cartes
    Et Ouest entame

  @variante-coinche-stephanoise
  Scénario: Stéphanoise — les enchères partent de 82, puis de dix en dix ; ni tout atout ni générale
    Soit une partie de la variante "coinche-stephanoise" dont Nord est le donneur (graine 3)
    Et la règle "bidding.auction.floor" vaut 82
    Et la règle "bidding.auction.step" vaut 10
    Et la règle "bidding.auction.ceiling" vaut 160
    Et la règle "bidding.auction.generale" vaut false
    Et la règle "bidding.modes.tout_atout" vaut false
    # « minimum d'un contrat est de 82 » (Les enchères) ; le pas de dix est un choix.
    Alors les enchères possibles commencent par 82, 90, 100
    Et Ouest peut annoncer 82 à sans atout
    Et Ouest ne peut pas annoncer 82 à tout atout
    Et Ouest ne peut pas annoncer générale à pique

  @variante-coinche-stephanoise
  Scénario: Stéphanoise — une coinche ne ferme pas les enchères : Est décoinche en montant à 90
    Soit une partie de la variante "coinche-stephanoise" dont Nord est le donneur (graine 3)
    Et la règle "bidding.auction.contre_ends_auction" vaut false
    Et la règle "bidding.auction.overbid_partner" vaut true
    # « Si un joueur est coinché les deux autres joueurs peuvent décoincher en faisant une
    # enchère supérieure » (La coinche et le décoinchage).
    Quand Ouest annonce 82 à pique
    Et Sud contre
    Et Est annonce 90 à cœur
    Et Nord passe
    Et Ouest passe
    Et Sud passe
    Alors le contrat est 90 à cœur pour EO

  @variante-coinche-stephanoise
  Scénario: Stéphanoise — le joueur coinché ne décoinche pas lui-même ; il peut surcoincher ou passer
    Soit une partie de la variante "coinche-stephanoise" dont Nord est le donneur (graine 3)
    Et la règle "bidding.auction.raise_own" vaut forbidden
    Et la règle "bidding.auction.surcontre" vaut true
    Et la règle "bidding.auction.after_contre" vaut every_seat
    # Seuls « les deux autres joueurs » décoinchent : quand la parole revient à Ouest, coinché,
    # il passe ou surcoinche. Le texte ne fait taire personne : Nord, partenaire de Sud qui a
    # coinché, parle aussi à son tour.
    Quand Ouest annonce 82 à pique
    Et Sud contre
    Et Est passe
    Alors Nord peut passer
    Quand Nord passe
    Alors Ouest ne peut pas annoncer 90 à pique
    Et Ouest peut surcontrer
    Quand Ouest passe
    Alors le contrat est 82 à pique contré pour EO

  @variante-coinche-stephanoise
  Scénario: Stéphanoise — on ne coinche pas « à la volée »
    Soit une partie de la variante "coinche-stephanoise" dont Nord est le donneur (graine 3)
    Et la règle "bidding.auction.contre_timing" vaut in_turn
    Et la règle "bidding.auction.contre_out_of_turn" vaut refused
    # « Il est formellement interdit de surenchérir, coincher ou surcoincher « A LA VOLEE ». On
    # doit s'exprimer l'un après l'autre. » (Les enchères)
    Quand Ouest annonce 82 à pique
    Alors Nord ne peut pas contrer hors de son tour
    Et Sud peut contrer

  @variante-coinche-stephanoise
  Scénario: Stéphanoise — le capot arrête les enchères : personne ne parle plus
    Soit une partie de la variante "coinche-stephanoise" dont Nord est le donneur (graine 3)
    Et la règle "bidding.auction.capot" vaut true
    Et la règle "bidding.auction.after_capot" vaut ends
    # Les enchères s'arrêtent quand « Un joueur demande LE CAPOT » (Les enchères) : ni Sud, ni
    # Est, ni Nord ne parlent après Ouest, pas même pour passer ; le jeu commence, Ouest
    # entame (le joueur à droite du donneur).
    Quand Ouest annonce capot à pique
    Alors le contrat est capot à pique pour EO
    Et personne ne parle plus
    Et Sud se tait
    Et Ouest entame

  @variante-coinche-stephanoise
  Scénario: Stéphanoise — maldonne : le donneur redonne sans pouvoir enchérir ; la deuxième coûte 160 et passe la donne
    Soit une partie de la variante "coinche-stephanoise" dont Nord est le donneur (graine 3)
    Et la règle "deal.misdeal.penalty" vaut redeal
    Et la règle "deal.misdeal.barred" vaut dealer
    Et la règle "deal.misdeal.repeated" vaut [{penalty: opponents_score, points: 160, barred: none}]
    # « En cas de maldonne, le donneur redistribue, mais il ne pourra pas faire d'enchère. »
    Quand Ouest signale une fausse donne
    Alors le nouveau donneur est Nord
    Et le score de la partie est de 0 pour NS et 0 pour EO
    Quand Ouest passe
    Et Sud passe
    Et Est passe
    Alors Nord ne peut que passer
    # « En cas d'une deuxième maldonne on attribuera 160 points à ses adversaires et le joueur
    # suivant sera chargé d'effectuer la donne. » (La maldonne)
    Quand Est signale une fausse donne
    Alors le score de la partie est de 0 pour NS et 160 pour EO
    Et le nouveau donneur est Ouest

  @variante-coinche-stephanoise
  Scénario: Stéphanoise — quatre passes : le joueur à droite du donneur redonne
    Soit une partie de la variante "coinche-stephanoise" dont Nord est le donneur (graine 3)
    Et la règle "bidding.auction.all_pass" vaut redeal
    Et la règle "deal.next_dealer" vaut after_dealer
    # « Si tout le monde passe une nouvelle donne a lieu par le joueur placé à droite du
    # précédent donneur. » (Les enchères)
    Quand tout le monde passe
    Alors on redistribue sans changer les scores
    Et le nouveau donneur est Ouest

  # ------------------------------------------------------------------ marque et fin de partie

  @variante-coinche-stephanoise
  Scénario: Stéphanoise — surcoinché et fait : le contrat compte quatre fois
    Soit la variante "coinche-stephanoise"
    Et la règle "scoring.contre.surcontre" vaut 4
    Et la règle "scoring.outcomes.made.taker.multiply" vaut [contract]
    Et un contrat pris par EO à l'atout cœur pour 90 surcontré
    Et les plis valent 62 pour NS et 100 pour EO
    # Le règlement ne dit pas ce que vaut la surcoinche : on garde × 4 sur le contrat.
    # EO : 100 + 90 × 4 = 460 ; NS : 62.
    Quand on compte la donne
    Alors la marque est 62 pour NS et 460 pour EO
    Et la donne est "faite"

  @variante-coinche-stephanoise
  Scénario: Stéphanoise — 1995 points suffisent pour gagner
    Soit la variante "coinche-stephanoise"
    Et la règle "game_end.target" vaut 1995
    Et une partie en cours à 1810 pour NS et 1000 pour EO
    Et un contrat pris par NS à l'atout cœur pour 90
    Et les plis valent 95 pour NS et 67 pour EO
    # NS : 95 + 90 = 185 ; 1810 + 185 = 1995 : « 2000 points (soit 1995) minimum »
    # (La fin de la partie).
    Quand la donne compte pour la partie
    Alors le total est de 1995 pour NS et 1067 pour EO
    Et l'équipe NS gagne la partie

  @variante-coinche-stephanoise
  Scénario: Stéphanoise — mise capot, l'équipe qui passe 1995 par sa belote ne gagne pas non plus
    Soit la variante "coinche-stephanoise"
    Et la règle "game_end.no_win_through.belote" vaut [capot_against]
    Et une partie en cours à 1000 pour NS et 1980 pour EO
    Et un contrat pris par NS à l'atout cœur pour 100
    Et les plis valent 162 pour NS et 0 pour EO
    Et l'équipe NS a fait capot
    Et l'équipe EO a la belote
    # NS : 250 + 100 = 350 ; EO mis capot garde sa belote : 20 ; 1980 + 20 = 2000, mais
    # sans sa belote, comptée ici comme une annonce, EO reste à 1980 < 1995 : on continue.
    Quand la donne compte pour la partie
    Alors le total est de 1350 pour NS et 2000 pour EO
    Et la partie continue

  # ------------------------------------------------------------------ option club-belote

  @variante-coinche-stephanoise @option-club-belote
  Scénario: Stéphanoise, enchères de 5 en 5 — après 82 viennent 85 et 90
    Soit une partie de la variante "coinche-stephanoise+club-belote" dont Nord est le donneur (graine 3)
    Et la règle "bidding.auction.step" vaut 5
    Alors les enchères possibles commencent par 82, 85, 90, 95

  @variante-coinche-stephanoise @option-club-belote
  Scénario: Stéphanoise, annonces hors contrat — la tierce ne fait plus le contrat de 82
    Soit la variante "coinche-stephanoise+club-belote"
    Et la règle "scoring.contract.counts.taker.annonces" vaut false
    Et un contrat pris par NS à l'atout cœur pour 82
    Et les plis valent 80 pour NS et 82 pour EO
    Et l'équipe NS a 20 points d'annonces
    # La première donne de ce fichier : 80 < 82 sans la tierce : chute. EO marque 160 + 80
    # (82 compte 80) + toutes les annonces (20) = 260 ; NS 0.
    Quand on compte la donne
    Alors la marque est 0 pour NS et 260 pour EO
    Et la donne est "dedans"
