# language: fr
@regles-BGA
Fonctionnalité: La coinche de Board Game Arena (drasill/bga-coinche)
  Des donnes entières de la coinche telle que le code de Board Game Arena la joue (commit
  0e1f3a3), carte par carte, puis les enchères, la coinche et la fin de partie. Les nombres
  attendus ont été calculés à la main à partir du code (stEndHand, assertCardPlay…), le calcul
  est écrit en commentaire ; « l. » renvoie aux lignes de coinche.game.php.

  Rappel des valeurs : à l'atout V 20, 9 14, A 11, 10 10, R 4, D 3 (62 points) ; hors atout
  A 11, 10 10, R 4, D 3, V 2 (30 par couleur) ; dix de der 10. À sans atout toutes les couleurs
  gardent la table ordinaire (l'as vaut 11 : 120 points de cartes) ; à tout atout toutes
  prennent la table d'atout (248). Les deux sont ramenés à 152, arrondis, puis + 10 de der.

  Marque (points + enchère, par défaut) : contrat réussi si les points du preneur, belote
  comprise, atteignent l'enchère ; le preneur marque (enchère + points + belote) × m, la défense
  ses points (0 si le contrat est coinché). Chute : la défense marque (enchère + 162 + sa
  belote) × m, le preneur garde sa belote. m = 1, 2 coinché, 4 surcoinché. Une enchère de 82 se
  marque 80. Capot : 250 remplacent les points du camp qui fait tous les plis.

  # ------------------------------------------------------------------ donnes complètes

  @variante-bga-coinche
  Scénario: BGA — Nord demande 100 à cœur et le fait avec sa belote
    Soit une donne de la variante "bga-coinche" prise par Nord à l'atout cœur pour 100
    Et la règle "deal.patterns" vaut ["8"]
    Et la règle "deal.cut.by" vaut none
    Et la règle "scoring.contract.reach_bid" vaut true
    Et la règle "scoring.contract.beat_defence" vaut false
    Et la règle "scoring.contract.counts.taker.belote" vaut true
    Et la règle "scoring.outcomes.made.taker.base" vaut points
    Et la règle "scoring.outcomes.made.taker.contract" vaut true
    Et la règle "scoring.outcomes.made.defence.base" vaut points
    Et la règle "belote.call" vaut optional
    Et la règle "scoring.rounding.method" vaut none
    # Pas d'annonces à BGA : aucun terme d'annonce dans la marque.
    Et la règle "annonces.enabled" vaut false
    Et la règle "scoring.contract.counts.taker.annonces" vaut false
    Et la règle "scoring.contract.counts.defence.annonces" vaut false
    Et la règle "scoring.outcomes.made.taker.annonces" vaut none
    Et la règle "scoring.outcomes.made.defence.annonces" vaut none
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | 9♠ R♠ 8♥ 9♥ D♥ R♥ 7♦ D♦ |
      | Ouest  | 7♠ A♠ A♥ V♦ 8♣ 10♣ V♣ A♣ |
      | Sud    | 8♠ 7♥ 10♥ V♥ 10♦ A♦ D♣ R♣ |
      | Est    | 10♠ V♠ D♠ 8♦ 9♦ R♦ 7♣ 9♣ |
    # Nord, premier joueur, entame (Est a « donné »). Atout cœur.
    # Pli 1 Nord  : R♠ 4 + A♠ 11 + 8♠ 0 + 10♠ 10 = 25, à Ouest.
    # Pli 2 Ouest : 8♣ 0 + D♣ 3 + 9♣ 0 + 9♥ 14 = 17, à Nord (Nord coupe du 9).
    # Pli 3 Nord  : R♥ 4 + A♥ 11 + V♥ 20 + 8♦ 0 = 35, à Sud (Nord dit « belote »).
    # Pli 4 Sud   : 7♥ 0 + D♠ 3 + 8♥ 0 + 7♠ 0 = 3, à Nord (il monte sur le 7, même de son partenaire).
    # Pli 5 Nord  : D♥ 3 + V♦ 2 + 10♥ 10 + 9♦ 0 = 15, à Sud (« rebelote »).
    # Pli 6 Sud   : A♦ 11 + R♦ 4 + 7♦ 0 + V♣ 2 = 17, à Sud.
    # Pli 7 Sud   : 10♦ 10 + 7♣ 0 + D♦ 3 + 10♣ 10 = 23, à Sud.
    # Pli 8 Sud   : R♣ 4 + V♠ 2 + 9♠ 0 + A♣ 11 = 17, à Ouest, + 10 de der.
    # NS : 17 + 35 + 3 + 15 + 17 + 23 = 110 ; EO : 25 + 17 + 10 = 52 ; 110 + 52 = 162.
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | R♠ A♠ 8♠ 10♠   |
      | Ouest  | 8♣ D♣ 9♣ 9♥    |
      | Nord   | R♥ A♥ V♥ 8♦    |
      | Sud    | 7♥ D♠ 8♥ 7♠    |
      | Nord   | D♥ V♦ 10♥ 9♦   |
      | Sud    | A♦ R♦ 7♦ V♣    |
      | Sud    | 10♦ 7♣ D♦ 10♣  |
      | Sud    | R♣ V♠ 9♠ A♣    |
    Alors les plis reviennent à Ouest Nord Sud Nord Sud Sud Sud Ouest
    Et les plis valent 110 pour NS et 52 pour EO
    Et aucune équipe ne marque d'annonce
    Et Nord a une belote
    # stEndHand : points NS 110 + 20 de belote = 130 ≥ 100 : réussi (l. 1574).
    # NS : 100 + 130 = 230 (l. 1593-1594) ; EO : ses points, 52 (l. 1620).
    Et la marque est 230 pour NS et 52 pour EO
    Et le moteur joue la donne enregistrée et marque 230 pour NS et 52 pour EO
    Et la donne est "faite"

  @variante-bga-coinche
  Scénario: BGA — Nord demande 82 à pique et fait 81 : chute, et l'enchère se marque 80
    Soit une donne de la variante "bga-coinche" prise par Nord à l'atout pique pour 82
    Et la règle "bidding.auction.floor" vaut 82
    Et la règle "scoring.contract_value.floor_counts_as" vaut 80
    Et la règle "scoring.contract.minimum" vaut 0
    Et la règle "scoring.litige.enabled" vaut false
    Et la règle "scoring.outcomes.dedans.defence.base" vaut 162
    Et la règle "scoring.outcomes.dedans.defence.contract" vaut true
    Et la règle "scoring.outcomes.dedans.taker.base" vaut 0
    Et la règle "scoring.outcomes.dedans.defence.annonces" vaut none
    Et la règle "play.undertrump" vaut required
    Et la règle "play.must_trump" vaut unless_partner_master
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | 7♠ R♠ A♠ 9♥ 10♥ D♥ 10♦ 9♣ |
      | Ouest  | 9♠ D♠ V♥ R♥ 9♦ D♦ R♦ R♣ |
      | Sud    | 8♠ V♠ 7♦ A♦ 7♣ 8♣ 10♣ V♣ |
      | Est    | 10♠ 7♥ 8♥ A♥ 8♦ V♦ D♣ A♣ |
    # Nord entame (Est a donné). Atout pique. Personne n'a roi et dame de pique.
    # Pli 1 Nord  : 10♦ 10 + 9♦ 0 + 7♦ 0 + V♦ 2 = 12, à Nord.
    # Pli 2 Nord  : 9♥ 0 + V♥ 2 + 8♠ 0 + 8♥ 0 = 2, à Sud (Sud, sans cœur, doit couper).
    # Pli 3 Sud   : A♦ 11 + 8♦ 0 + 7♠ 0 + R♦ 4 = 15, à Nord (partenaire maître : Nord coupe librement).
    # Pli 4 Nord  : D♥ 3 + R♥ 4 + V♠ 20 + 7♥ 0 = 27, à Sud.
    # Pli 5 Sud   : 7♣ 0 + D♣ 3 + 9♣ 0 + R♣ 4 = 7, à Ouest.
    # Pli 6 Ouest : 9♠ 14 + 10♣ 10 + 10♠ 10 + R♠ 4 = 38, à Ouest (Est ne peut pas monter
    #   sur le 9 et fournit son 10 ; Nord non plus, avec roi et as).
    # Pli 7 Ouest : D♦ 3 + 8♣ 0 + A♥ 11 + A♠ 11 = 25, à Nord (Nord coupe de l'as).
    # Pli 8 Nord  : 10♥ 10 + D♠ 3 + V♣ 2 + A♣ 11 = 26, à Ouest (Ouest coupe), + 10 de der.
    # NS : 12 + 2 + 15 + 27 + 25 = 81 ; EO : 7 + 38 + 26 + 10 = 81 ; 81 + 81 = 162.
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | 10♦ 9♦ 7♦ V♦   |
      | Nord   | 9♥ V♥ 8♠ 8♥    |
      | Sud    | A♦ 8♦ 7♠ R♦    |
      | Nord   | D♥ R♥ V♠ 7♥    |
      | Sud    | 7♣ D♣ 9♣ R♣    |
      | Ouest  | 9♠ 10♣ 10♠ R♠  |
      | Ouest  | D♦ 8♣ A♥ A♠    |
      | Nord   | 10♥ D♠ V♣ A♣   |
    Alors les plis reviennent à Nord Sud Nord Sud Ouest Ouest Nord Ouest
    Et les plis valent 81 pour NS et 81 pour EO
    Et personne n'a la belote
    # stEndHand : 81 < 82 : chute, bien que les deux camps soient à égalité (le test se fait
    # avec 82, l. 1574). Puis 82 est ramené à 80 (l. 1669-1671) : EO marque 80 + 162 = 242
    # (et non 244) ; NS 0.
    Et la marque est 0 pour NS et 242 pour EO
    Et le moteur joue la donne enregistrée et marque 0 pour NS et 242 pour EO
    Et la donne est "dedans"

  @variante-bga-coinche
  Scénario: BGA — Ouest demande 110 à carreau, coinché, et le fait : la défense perd tout, belote comprise
    Soit une donne de la variante "bga-coinche" prise par Ouest à l'atout carreau pour 110 contrée
    Et la règle "bidding.auction.contre" vaut true
    Et la règle "scoring.contre.contre" vaut 2
    Et la règle "scoring.outcomes.made.taker.multiply" vaut [base, contract, belote]
    Et la règle "scoring.outcomes.made_contre" vaut {defence: {base: 0, belote: none}}
    Et la règle "scoring.outcomes.made.defence.belote" vaut own
    Et la règle "play.overtrump" vaut required
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | 7♠ 9♠ D♠ A♥ 7♦ 10♦ D♣ A♣ |
      | Ouest  | R♠ 8♥ 10♥ D♥ R♥ 8♦ V♦ A♦ |
      | Sud    | 8♠ 10♠ 7♥ 9♦ D♦ R♦ 9♣ V♣ |
      | Est    | V♠ A♠ 9♥ V♥ 7♣ 8♣ 10♣ R♣ |
    # Ouest entame (Nord a donné). Atout carreau ; Sud coinche.
    # Pli 1 Ouest : V♦ 20 + D♦ 3 + 9♥ 0 + 7♦ 0 = 23, à Ouest (Sud dit « belote »).
    # Pli 2 Ouest : R♠ 4 + 10♠ 10 + A♠ 11 + 7♠ 0 = 25, à Est.
    # Pli 3 Est   : V♥ 2 + A♥ 11 + 8♥ 0 + 7♥ 0 = 13, à Nord.
    # Pli 4 Nord  : A♣ 11 + 8♦ 0 + 9♣ 0 + 10♣ 10 = 21, à Ouest (Ouest coupe).
    # Pli 5 Ouest : D♥ 3 + R♦ 4 + 7♣ 0 + 10♦ 10 = 17, à Nord (Sud coupe, Nord surcoupe du 10).
    # Pli 6 Nord  : D♠ 3 + A♦ 11 + 8♠ 0 + V♠ 2 = 16, à Ouest.
    # Pli 7 Ouest : R♥ 4 + 9♦ 14 + 8♣ 0 + D♣ 3 = 21, à Sud.
    # Pli 8 Sud   : V♣ 2 + R♣ 4 + 9♠ 0 + 10♥ 10 = 16, à Est, + 10 de der.
    # NS : 13 + 17 + 21 = 51 ; EO : 23 + 25 + 21 + 16 + 16 + 10 = 111 ; 51 + 111 = 162.
    Et Nord a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Ouest  | V♦ D♦ 9♥ 7♦    |
      | Ouest  | R♠ 10♠ A♠ 7♠   |
      | Est    | V♥ A♥ 8♥ 7♥    |
      | Nord   | A♣ 8♦ 9♣ 10♣   |
      | Ouest  | D♥ R♦ 7♣ 10♦   |
      | Nord   | D♠ A♦ 8♠ V♠    |
      | Ouest  | R♥ 9♦ 8♣ D♣    |
      | Sud    | V♣ R♣ 9♠ 10♥   |
    Alors les plis reviennent à Ouest Est Nord Ouest Nord Ouest Sud Est
    Et les plis valent 51 pour NS et 111 pour EO
    Et Sud a une belote
    # stEndHand : EO 111 ≥ 110 : réussi. EO marque (110 + 111) × 2 = 442 (l. 1610).
    # Coinché : la défense marque 0 (l. 1617-1619), ses 51 points et sa belote compris.
    Et la marque est 0 pour NS et 442 pour EO
    Et le moteur joue la donne enregistrée et marque 0 pour NS et 442 pour EO
    Et la donne est "faite"

  @variante-bga-coinche
  Scénario: BGA — Sud demande 90 à trèfle, coinché et surcoinché, chute : ×4, mais il garde sa belote
    Soit une donne de la variante "bga-coinche" prise par Sud à l'atout trèfle pour 90 surcontrée
    Et la règle "bidding.auction.surcontre" vaut true
    Et la règle "scoring.contre.surcontre" vaut 4
    Et la règle "scoring.outcomes.dedans.defence.multiply" vaut [base, contract, belote]
    Et la règle "scoring.outcomes.dedans.taker.belote" vaut own
    Et la règle "scoring.outcomes.dedans.taker.multiply" vaut []
    Et la règle "scoring.outcomes.dedans_contre" vaut {}
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | 10♠ R♠ A♠ 8♥ 9♥ A♥ R♦ 7♣ |
      | Ouest  | 7♠ 8♠ D♠ 7♥ 10♥ 7♦ 9♣ V♣ |
      | Sud    | V♠ 8♦ 10♦ V♦ 8♣ 10♣ D♣ R♣ |
      | Est    | 9♠ V♥ D♥ R♥ 9♦ D♦ A♦ A♣ |
    # Sud entame (Ouest a donné). Atout trèfle ; Est coinche, Nord surcoinche.
    # Pli 1 Sud   : 10♦ 10 + A♦ 11 + R♦ 4 + 7♦ 0 = 25, à Est.
    # Pli 2 Est   : V♥ 2 + 9♥ 0 + 7♥ 0 + R♣ 4 = 6, à Sud (Sud coupe, « belote »).
    # Pli 3 Sud   : 8♣ 0 + A♣ 11 + 7♣ 0 + V♣ 20 = 31, à Ouest.
    # Pli 4 Ouest : 7♠ 0 + V♠ 2 + 9♠ 0 + A♠ 11 = 13, à Nord.
    # Pli 5 Nord  : 10♠ 10 + 8♠ 0 + 8♦ 0 + 9♦ 0 = 10, à Nord.
    # Pli 6 Nord  : A♥ 11 + 10♥ 10 + V♦ 2 + D♥ 3 = 26, à Nord.
    # Pli 7 Nord  : R♠ 4 + D♠ 3 + D♣ 3 + D♦ 3 = 13, à Sud (Sud coupe son partenaire maître, « rebelote »).
    # Pli 8 Sud   : 10♣ 10 + R♥ 4 + 8♥ 0 + 9♣ 14 = 28, à Ouest, + 10 de der.
    # NS : 6 + 13 + 10 + 26 + 13 = 68 ; EO : 25 + 31 + 28 + 10 = 94 ; 68 + 94 = 162.
    Et Ouest a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Sud    | 10♦ A♦ R♦ 7♦   |
      | Est    | V♥ 9♥ 7♥ R♣    |
      | Sud    | 8♣ A♣ 7♣ V♣    |
      | Ouest  | 7♠ V♠ 9♠ A♠    |
      | Nord   | 10♠ 8♠ 8♦ 9♦   |
      | Nord   | A♥ 10♥ V♦ D♥   |
      | Nord   | R♠ D♠ D♣ D♦    |
      | Sud    | 10♣ R♥ 8♥ 9♣   |
    Alors les plis reviennent à Est Sud Ouest Nord Nord Nord Sud Ouest
    Et les plis valent 68 pour NS et 94 pour EO
    Et Sud a une belote
    # stEndHand : NS 68 + 20 = 88 < 90 : chute. EO : (90 + 162) × 4 = 1008 (l. 1683-1694) ;
    # NS garde sa belote, non multipliée : 20 (l. 1676-1677).
    Et la marque est 20 pour NS et 1008 pour EO
    Et le moteur joue la donne enregistrée et marque 20 pour NS et 1008 pour EO
    Et la donne est "dedans"

  @variante-bga-coinche
  Scénario: BGA — Est demande Capot à pique, Nord coinche, Est le fait : (250 + 250 + 20) × 2
    Soit une donne de la variante "bga-coinche" prise par Est à l'atout pique pour capot contrée
    Et la règle "bidding.auction.capot" vaut true
    Et la règle "bidding.auction.capot_contre" vaut true
    Et la règle "scoring.capot.announced.enabled" vaut true
    Et la règle "scoring.capot.announced.contract" vaut 250
    Et la règle "scoring.capot.kind" vaut flat
    Et la règle "scoring.capot.points" vaut 250
    Et la règle "scoring.outcomes.capot_bid_made" vaut {}
    Et la règle "scoring.outcomes.capot" vaut {}
    Et la règle "play.partner_master" vaut free
    Et la règle "play.partner_master_undertrump" vaut overtrump_if_able
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | 8♠ R♥ D♥ 9♥ D♦ V♦ 9♣ 7♣ |
      | Ouest  | A♦ 10♦ R♦ A♣ 10♣ R♣ D♣ 8♣ |
      | Sud    | 7♠ V♥ 8♥ 7♥ 9♦ 8♦ 7♦ V♣ |
      | Est    | V♠ 9♠ A♠ 10♠ R♠ D♠ A♥ 10♥ |
    # Est entame (Sud a donné) ; le bouton Capot vaut une enchère de 250, Nord la coinche.
    # Pli 1 Est : V♠ 20 + 8♠ 0 + 8♣ 0 + 7♠ 0 = 20 (Ouest, partenaire maître, se défausse).
    # Pli 2 Est : 9♠ 14 + 7♣ 0 + D♣ 3 + 7♦ 0 = 17.
    # Pli 3 Est : A♥ 11 + 9♥ 0 + R♣ 4 + 7♥ 0 = 15.
    # Pli 4 Est : 10♥ 10 + D♥ 3 + 10♣ 10 + 8♥ 0 = 23.
    # Pli 5 Est : A♠ 11 + D♦ 3 + A♣ 11 + 8♦ 0 = 25.
    # Pli 6 Est : 10♠ 10 + V♦ 2 + 10♦ 10 + 9♦ 0 = 22.
    # Pli 7 Est : R♠ 4 + R♥ 4 + R♦ 4 + V♥ 2 = 14 (« belote »).
    # Pli 8 Est : D♠ 3 + 9♣ 0 + A♦ 11 + V♣ 2 = 16, + 10 de der (« rebelote »).
    # EO fait les huit plis : 20 + 17 + 15 + 23 + 25 + 22 + 14 + 16 + 10 = 162 ; NS 0.
    Et Sud a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Est    | V♠ 8♠ 8♣ 7♠    |
      | Est    | 9♠ 7♣ D♣ 7♦    |
      | Est    | A♥ 9♥ R♣ 7♥    |
      | Est    | 10♥ D♥ 10♣ 8♥  |
      | Est    | A♠ D♦ A♣ 8♦    |
      | Est    | 10♠ V♦ 10♦ 9♦  |
      | Est    | R♠ R♥ R♦ V♥    |
      | Est    | D♠ 9♣ A♦ V♣    |
    Alors les plis reviennent à Est Est Est Est Est Est Est Est
    Et les plis valent 0 pour NS et 162 pour EO
    Et Est a une belote
    # stEndHand : NS a 0 point, donc EO vaut 250 (l. 1522-1523) ; + 20 de belote = 270 ≥ 250 :
    # réussi. EO : (250 + 270) × 2 = 1040 ; NS, coinché, 0.
    Et la marque est 0 pour NS et 1040 pour EO
    Et le moteur joue la donne enregistrée et marque 0 pour NS et 1040 pour EO
    Et la donne est "capot"

  @variante-bga-coinche
  Scénario: BGA — Nord demande 120 à sans atout et fait tous les plis : le capot vaut 250, sans mise à l'échelle
    Soit une donne de la variante "bga-coinche" prise par Nord à sans atout pour 120
    Et la règle "bidding.modes.sans_atout" vaut true
    Et la règle "cards.sans_atout.points.ace" vaut 11
    Et la règle "belote.sans_atout" vaut none
    Et la règle "scoring.sans_atout_scaling.enabled" vaut true
    Et la règle "play.follow_suit" vaut required
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | A♠ 10♠ R♠ D♠ A♥ 10♥ R♥ A♦ |
      | Ouest  | V♠ 9♠ D♥ V♥ 10♦ R♦ A♣ 10♣ |
      | Sud    | 8♠ 9♥ D♦ V♦ R♣ D♣ V♣ 9♣ |
      | Est    | 7♠ 8♥ 7♥ 9♦ 8♦ 7♦ 8♣ 7♣ |
    # Nord entame (Est a donné). Sans atout, tables ordinaires : A 11, 10 10, R 4, D 3, V 2.
    # Pli 1 Nord : A♠ 11 + 9♠ 0 + 8♠ 0 + 7♠ 0 = 11.
    # Pli 2 Nord : 10♠ 10 + V♠ 2 + 9♣ 0 + 7♣ 0 = 12.
    # Pli 3 Nord : R♠ 4 + D♥ 3 + V♣ 2 + 8♣ 0 = 9.
    # Pli 4 Nord : D♠ 3 + V♥ 2 + D♣ 3 + 7♦ 0 = 8.
    # Pli 5 Nord : A♥ 11 + R♦ 4 + 9♥ 0 + 7♥ 0 = 15.
    # Pli 6 Nord : 10♥ 10 + 10♦ 10 + R♣ 4 + 8♥ 0 = 24.
    # Pli 7 Nord : R♥ 4 + A♣ 11 + V♦ 2 + 8♦ 0 = 17.
    # Pli 8 Nord : A♦ 11 + 10♣ 10 + D♦ 3 + 9♦ 0 = 24, + 10 de der.
    # NS : 11 + 12 + 9 + 8 + 15 + 24 + 17 + 24 = 120 + 10 = 130 ; EO 0.
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | A♠ 9♠ 8♠ 7♠    |
      | Nord   | 10♠ V♠ 9♣ 7♣   |
      | Nord   | R♠ D♥ V♣ 8♣    |
      | Nord   | D♠ V♥ D♣ 7♦    |
      | Nord   | A♥ R♦ 9♥ 7♥    |
      | Nord   | 10♥ 10♦ R♣ 8♥  |
      | Nord   | R♥ A♣ V♦ 8♦    |
      | Nord   | A♦ 10♣ D♦ 9♦   |
    Alors les plis reviennent à Nord Nord Nord Nord Nord Nord Nord Nord
    Et les plis valent 130 pour NS et 0 pour EO
    Et personne n'a la belote
    # stEndHand : 120 × 152/120 = 152, + 10 = 162 ; EO a 0 point : NS vaut 250 (l. 1525-1526),
    # le capot remplace le total mis à l'échelle. 250 ≥ 120 : réussi.
    # NS : 120 + 250 = 370 ; EO 0.
    Et la marque est 370 pour NS et 0 pour EO
    Et le moteur joue la donne enregistrée et marque 370 pour NS et 0 pour EO
    Et la donne est "capot"

  @variante-bga-coinche
  Scénario: BGA — Nord demande 100 à tout atout : 159 points de cartes ramenés à 97, puis le dix de der
    Soit une donne de la variante "bga-coinche" prise par Nord à tout atout pour 100
    Et la règle "bidding.modes.tout_atout" vaut true
    Et la règle "cards.tout_atout.points.jack" vaut 20
    Et la règle "play.tout_atout_climb" vaut required
    Et la règle "belote.tout_atout" vaut none
    Et la règle "scoring.tout_atout_scaling.ratio" vaut [152, 248]
    Et la règle "scoring.tout_atout_scaling.dix_de_der" vaut added
    Et la règle "scoring.tout_atout_scaling.scales" vaut card_points
    Et la règle "scoring.tout_atout_scaling.contract_test" vaut rounded
    Et la règle "scoring.contract_value.tout_atout" vaut 1
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | R♠ A♠ 9♥ 8♦ V♦ D♦ A♦ 10♣ |
      | Ouest  | 10♠ D♠ 7♥ 10♥ 7♦ 10♦ R♣ A♣ |
      | Sud    | 8♠ 9♠ V♥ R♥ 9♦ R♦ V♣ D♣ |
      | Est    | 7♠ V♠ 8♥ D♥ A♥ 7♣ 8♣ 9♣ |
    # Nord entame (Est a donné). Tout atout : chaque couleur V 9 A 10 R D 8 7, V 20, 9 14,
    # A 11, 10 10, R 4, D 3 ; il faut monter sur la plus forte carte de la couleur posée.
    # Pli 1 Nord  : 9♥ 14 + 7♥ 0 + V♥ 20 + 8♥ 0 = 34, à Sud.
    # Pli 2 Sud   : 9♠ 14 + V♠ 20 + R♠ 4 + 10♠ 10 = 48, à Est.
    # Pli 3 Est   : 8♣ 0 + 10♣ 10 + A♣ 11 + V♣ 20 = 41, à Sud (chacun monte).
    # Pli 4 Sud   : D♣ 3 + 9♣ 14 + 8♦ 0 + R♣ 4 = 21, à Est.
    # Pli 5 Est   : D♥ 3 + D♦ 3 + 10♥ 10 + R♥ 4 = 20, à Ouest.
    # Pli 6 Ouest : 7♦ 0 + R♦ 4 + 7♠ 0 + V♦ 20 = 24, à Nord.
    # Pli 7 Nord  : A♠ 11 + D♠ 3 + 8♠ 0 + 7♣ 0 = 14, à Nord.
    # Pli 8 Nord  : A♦ 11 + 10♦ 10 + 9♦ 14 + A♥ 11 = 46, à Sud, + 10 de der.
    # Cartes NS : 34 + 41 + 24 + 14 + 46 = 159 (169 avec le der) ; EO : 48 + 21 + 20 = 89 ;
    # 159 + 89 = 248.
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | 9♥ 7♥ V♥ 8♥    |
      | Sud    | 9♠ V♠ R♠ 10♠   |
      | Est    | 8♣ 10♣ A♣ V♣   |
      | Sud    | D♣ 9♣ 8♦ R♣    |
      | Est    | D♥ D♦ 10♥ R♥   |
      | Ouest  | 7♦ R♦ 7♠ V♦    |
      | Nord   | A♠ D♠ 8♠ 7♣    |
      | Nord   | A♦ 10♦ 9♦ A♥   |
    Alors les plis reviennent à Sud Est Sud Est Ouest Nord Nord Sud
    Et les plis valent 169 pour NS et 89 pour EO
    Et personne n'a la belote
    # stEndHand (l. 1493-1511) : NS round(159 × 152/248) = round(97,45) = 97 ;
    # EO round(89 × 152/248) = round(54,55) = 55 ; 97 + 55 = 152. Dix de der à NS : 107.
    # 107 ≥ 100 : réussi. NS : 100 + 107 = 207 ; EO : 55.
    Et la marque est 207 pour NS et 55 pour EO
    Et le moteur joue la donne enregistrée et marque 207 pour NS et 55 pour EO
    Et la donne est "faite"

  @variante-bga-coinche
  Scénario: BGA — Ouest demande 90 à sans atout : 72 points de cartes deviennent 91, contrat fait
    Soit une donne de la variante "bga-coinche" prise par Ouest à sans atout pour 90
    Et la règle "scoring.sans_atout_scaling.ratio" vaut [152, 120]
    Et la règle "scoring.sans_atout_scaling.dix_de_der" vaut added
    Et la règle "scoring.sans_atout_scaling.scales" vaut card_points
    Et la règle "scoring.sans_atout_scaling.contract_test" vaut rounded
    Et la règle "scoring.contract_value.sans_atout" vaut 1
    Et la règle "cards.sans_atout.order" vaut [ace, ten, king, queen, jack, nine, eight, seven]
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | 9♠ 7♥ 9♥ V♥ 9♦ D♦ R♦ R♣ |
      | Ouest  | 8♠ V♠ A♠ 10♥ D♥ 10♦ 8♣ D♣ |
      | Sud    | 7♠ 10♠ D♠ R♥ 7♦ 8♦ V♣ A♣ |
      | Est    | R♠ 8♥ A♥ V♦ A♦ 7♣ 9♣ 10♣ |
    # Ouest entame (Nord a donné). Sans atout, l'as vaut 11.
    # Pli 1 Ouest : A♠ 11 + 7♠ 0 + R♠ 4 + 9♠ 0 = 15, à Ouest.
    # Pli 2 Ouest : D♣ 3 + A♣ 11 + 9♣ 0 + R♣ 4 = 18, à Sud.
    # Pli 3 Sud   : 10♠ 10 + 7♣ 0 + 7♥ 0 + 8♠ 0 = 10, à Sud.
    # Pli 4 Sud   : 7♦ 0 + V♦ 2 + D♦ 3 + 10♦ 10 = 15, à Ouest.
    # Pli 5 Ouest : 8♣ 0 + V♣ 2 + 10♣ 10 + 9♦ 0 = 12, à Est.
    # Pli 6 Est   : A♥ 11 + 9♥ 0 + D♥ 3 + R♥ 4 = 18, à Est.
    # Pli 7 Est   : 8♥ 0 + V♥ 2 + 10♥ 10 + 8♦ 0 = 12, à Ouest.
    # Pli 8 Ouest : V♠ 2 + D♠ 3 + A♦ 11 + R♦ 4 = 20, à Sud (la dame bat le valet), + 10 de der.
    # Cartes NS : 18 + 10 + 20 = 48 (58 avec le der) ; EO : 15 + 15 + 12 + 18 + 12 = 72 ;
    # 48 + 72 = 120.
    Et Nord a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Ouest  | A♠ 7♠ R♠ 9♠    |
      | Ouest  | D♣ A♣ 9♣ R♣    |
      | Sud    | 10♠ 7♣ 7♥ 8♠   |
      | Sud    | 7♦ V♦ D♦ 10♦   |
      | Ouest  | 8♣ V♣ 10♣ 9♦   |
      | Est    | A♥ 9♥ D♥ R♥    |
      | Est    | 8♥ V♥ 10♥ 8♦   |
      | Ouest  | V♠ D♠ A♦ R♦    |
    Alors les plis reviennent à Ouest Sud Sud Ouest Est Est Ouest Sud
    Et les plis valent 58 pour NS et 72 pour EO
    # stEndHand : EO round(72 × 152/120) = round(91,2) = 91 ; NS round(48 × 152/120) =
    # round(60,8) = 61, + 10 de der = 71 ; 91 + 61 = 152. 91 ≥ 90 : réussi (à 72 points bruts,
    # il aurait chuté). EO : 90 + 91 = 181 ; NS : 71.
    Et la marque est 71 pour NS et 181 pour EO
    Et le moteur joue la donne enregistrée et marque 71 pour NS et 181 pour EO
    Et la donne est "faite"

  @variante-bga-coinche
  Scénario: BGA — à tout atout, le contrat se juge sur les points arrondis : 79,68 compte 80
    # stEndHand : chaque part est arrondie (round, l. 1493-1511) avant d'être comparée à
    # l'enchère (l. 1574). Nord demande 90 ; NS a 140 points dont le dix de der : 130 points de
    # cartes × 152/248 = 79,68, arrondi à 80, + 10 de der = 90 ≥ 90 : réussi (sur la fraction
    # exacte, 89,68, il aurait chuté). NS : 90 + 90 = 180 ; EO : 152 − 80 = 72, sans arrondi.
    Soit la variante "bga-coinche"
    Et la règle "scoring.tout_atout_scaling.contract_test" vaut rounded
    Et un contrat pris par NS à tout atout pour 90
    Et les plis valent 140 pour NS et 118 pour EO
    Et le dernier pli revient à l'équipe NS
    Quand on compte la donne
    Alors la donne est "faite"
    Et la marque est 180 pour NS et 72 pour EO

  @variante-bga-coinche
  Scénario: BGA — Sud demande Capot à cœur et laisse un pli : la défense marque 250 + 162
    Soit une donne de la variante "bga-coinche" prise par Sud à l'atout cœur pour capot
    Et la règle "scoring.outcomes.capot_bid_failed" vaut {}
    Et la règle "scoring.outcomes.capot_against" vaut {}
    Et la règle "play.trump_lead" vaut must_overtrump
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | V♠ D♠ R♠ A♠ 7♥ 7♦ A♦ V♣ |
      | Ouest  | 9♠ 8♥ 10♥ 10♦ D♦ 8♣ D♣ R♣ |
      | Sud    | 7♠ 9♥ V♥ D♥ R♥ A♥ 9♦ 10♣ |
      | Est    | 8♠ 10♠ 8♦ V♦ R♦ 7♣ 9♣ A♣ |
    # Sud entame (Ouest a donné). Atout cœur.
    # Pli 1 Sud   : V♥ 20 + 8♠ 0 + 7♥ 0 + 8♥ 0 = 20, à Sud.
    # Pli 2 Sud   : 7♠ 0 + 10♠ 10 + A♠ 11 + 9♠ 0 = 21, à Nord.
    # Pli 3 Nord  : V♣ 2 + D♣ 3 + 10♣ 10 + A♣ 11 = 26, à Est : le seul pli d'EO.
    # Pli 4 Est   : 7♣ 0 + 7♦ 0 + 8♣ 0 + D♥ 3 = 3, à Sud (« belote »).
    # Pli 5 Sud   : A♥ 11 + 8♦ 0 + V♠ 2 + 10♥ 10 = 23, à Sud (Ouest ne peut pas monter sur
    #   l'as et met son 10 d'atout).
    # Pli 6 Sud   : R♥ 4 + 9♣ 0 + D♠ 3 + D♦ 3 = 10, à Sud (« rebelote »).
    # Pli 7 Sud   : 9♦ 0 + V♦ 2 + A♦ 11 + 10♦ 10 = 23, à Nord.
    # Pli 8 Nord  : R♠ 4 + R♣ 4 + 9♥ 14 + R♦ 4 = 26, à Sud, + 10 de der.
    # NS : 20 + 21 + 3 + 23 + 10 + 23 + 26 + 10 = 136 ; EO : 26 ; 136 + 26 = 162.
    Et Ouest a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Sud    | V♥ 8♠ 7♥ 8♥    |
      | Sud    | 7♠ 10♠ A♠ 9♠   |
      | Nord   | V♣ D♣ 10♣ A♣   |
      | Est    | 7♣ 7♦ 8♣ D♥    |
      | Sud    | A♥ 8♦ V♠ 10♥   |
      | Sud    | R♥ 9♣ D♠ D♦    |
      | Sud    | 9♦ V♦ A♦ 10♦   |
      | Nord   | R♠ R♣ 9♥ R♦    |
    Alors les plis reviennent à Sud Nord Est Sud Sud Sud Nord Sud
    Et les plis valent 136 pour NS et 26 pour EO
    Et Sud a une belote
    # stEndHand : NS 136 + 20 = 156 < 250 : chute. EO : 250 + 162 = 412 (l. 1683-1686) ;
    # NS garde sa belote : 20.
    Et la marque est 20 pour NS et 412 pour EO
    Et le moteur joue la donne enregistrée et marque 20 pour NS et 412 pour EO
    Et la donne est "dedans"

  @variante-bga-coinche @option-bid-only
  Scénario: BGA, enchère seule — Nord fait juste ses 130 à cœur coinchés ; Est garde sa belote
    Soit une donne de la variante "bga-coinche+bid-only" prise par Nord à l'atout cœur pour 130 contrée
    Et la règle "scoring.outcomes.made.taker.base" vaut 0
    Et la règle "scoring.outcomes.made.taker.multiply" vaut [contract, belote]
    Et la règle "scoring.outcomes.made.defence.base" vaut 0
    Et la règle "scoring.outcomes.made.defence.multiply" vaut []
    Et la règle "scoring.outcomes.made_contre" vaut {}
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | 10♠ A♠ V♥ A♥ V♦ A♦ 9♣ A♣ |
      | Ouest  | 8♠ 9♠ 7♥ 10♥ 8♣ 10♣ V♣ D♣ |
      | Sud    | V♠ 8♥ 9♥ 7♦ 8♦ 10♦ R♦ 7♣ |
      | Est    | 7♠ D♠ R♠ D♥ R♥ 9♦ D♦ R♣ |
    # Nord entame (Est a donné). Atout cœur ; Ouest coinche.
    # Pli 1 Nord  : V♦ 2 + 7♥ 0 + 8♦ 0 + D♦ 3 = 5, à Ouest (Ouest coupe).
    # Pli 2 Ouest : V♣ 2 + 7♣ 0 + R♣ 4 + A♣ 11 = 17, à Nord.
    # Pli 3 Nord  : A♦ 11 + 10♥ 10 + 7♦ 0 + 9♦ 0 = 21, à Ouest (Ouest coupe).
    # Pli 4 Ouest : D♣ 3 + 8♥ 0 + D♥ 3 + 9♣ 0 = 6, à Est (Sud coupe, Est surcoupe, « belote »).
    # Pli 5 Est   : D♠ 3 + 10♠ 10 + 9♠ 0 + V♠ 2 = 15, à Nord.
    # Pli 6 Nord  : V♥ 20 + 8♣ 0 + 9♥ 14 + R♥ 4 = 38, à Nord (« rebelote »).
    # Pli 7 Nord  : A♠ 11 + 8♠ 0 + R♦ 4 + 7♠ 0 = 15, à Nord.
    # Pli 8 Nord  : A♥ 11 + 10♣ 10 + 10♦ 10 + R♠ 4 = 35, à Nord, + 10 de der.
    # NS : 17 + 15 + 38 + 15 + 35 + 10 = 130 ; EO : 5 + 21 + 6 = 32 ; 130 + 32 = 162.
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | V♦ 7♥ 8♦ D♦    |
      | Ouest  | V♣ 7♣ R♣ A♣    |
      | Nord   | A♦ 10♥ 7♦ 9♦   |
      | Ouest  | D♣ 8♥ D♥ 9♣    |
      | Est    | D♠ 10♠ 9♠ V♠   |
      | Nord   | V♥ 8♣ 9♥ R♥    |
      | Nord   | A♠ 8♠ R♦ 7♠    |
      | Nord   | A♥ 10♣ 10♦ R♠  |
    Alors les plis reviennent à Ouest Nord Ouest Est Nord Nord Nord Nord
    Et les plis valent 130 pour NS et 32 pour EO
    Et Est a une belote
    # stEndHand, option 101 = 2 : NS 130 ≥ 130 : réussi, même juste. NS : 130 × 2 = 260
    # (l. 1593, 1610) ; EO : 0 + 20 de belote, non multipliés, même coinchée (l. 1632-1638).
    Et la marque est 260 pour NS et 20 pour EO
    Et le moteur joue la donne enregistrée et marque 260 pour NS et 20 pour EO
    Et la donne est "faite"

  # ------------------------------------------------------------------ décompte seul

  @variante-bga-coinche @option-bid-only
  Scénario: BGA, enchère seule — un capot non demandé ne rapporte que l'enchère
    Soit la variante "bga-coinche+bid-only"
    Et la règle "scoring.outcomes.dedans.defence.base" vaut 0
    Et la règle "scoring.outcomes.dedans.defence.multiply" vaut [contract, belote]
    Et un contrat pris par NS à l'atout cœur pour 120
    Et les plis valent 162 pour NS et 0 pour EO
    Et l'équipe NS a fait capot
    # Option 101 = 2 : NS 250 ≥ 120, réussi ; NS marque l'enchère seule : 120 ; EO 0.
    Quand on compte la donne
    Alors la marque est 120 pour NS et 0 pour EO

  @variante-bga-coinche @option-bid-only
  Scénario: BGA, enchère seule — une chute donne l'enchère à la défense, 82 compté 80
    Soit la variante "bga-coinche+bid-only"
    Et la règle "scoring.contract_value.floor_counts_as" vaut 80
    Et un contrat pris par NS à l'atout pique pour 82 contré
    Et les plis valent 70 pour NS et 92 pour EO
    Et l'équipe EO a la belote
    # Option 101 = 2 : 70 < 82, chute ; 82 se marque 80. EO : (80 + 20) × 2 = 200 ; NS 0.
    Quand on compte la donne
    Alors la marque est 0 pour NS et 200 pour EO

  # ------------------------------------------------------------------ enchères et coinche

  @variante-bga-coinche
  Scénario: BGA — les enchères vont de 82 à 180, puis le Capot
    Soit une partie de la variante "bga-coinche" dont Nord est le donneur (graine 3)
    Et la règle "bidding.system" vaut auction
    Et la règle "bidding.first_speaker" vaut after_dealer
    Et la règle "bidding.auction.step" vaut 10
    Et la règle "bidding.auction.ceiling" vaut 180
    Et la règle "bidding.auction.generale" vaut false
    Et la règle "bidding.auction.overbid_partner" vaut true
    Et la règle "bidding.auction.same_level_order" vaut []
    Alors Ouest parle en premier
    Et les enchères possibles commencent par 82, 90, 100, 110
    Quand Ouest annonce 170 à pique
    Et Sud passe
    Alors Est peut annoncer 180 à pique
    Et Est peut annoncer capot à carreau
    Et Est ne peut pas annoncer 190 à pique
    Et Est ne peut pas annoncer générale à pique

  @variante-bga-coinche
  Scénario: BGA — un adversaire coinche hors de son tour, les enchères s'arrêtent, le camp coinché peut surcoincher
    Soit une partie de la variante "bga-coinche" dont Nord est le donneur (graine 3)
    Et la règle "bidding.auction.contre_timing" vaut any_time
    Et la règle "bidding.auction.contre_ends_auction" vaut true
    Et la règle "bidding.auction.contre_out_of_turn" vaut refused
    Et la règle "bidding.auction.after_contre" vaut contred_team
    Quand Ouest annonce 90 à pique
    Alors Est ne peut pas contrer hors de son tour
    Et Nord peut contrer hors de son tour
    Quand Nord contre hors de son tour
    # La coinche arrête les enchères : seuls le preneur et son partenaire sont interrogés,
    # pour surcoincher ou refuser ; le coincheur (Nord) et son partenaire (Sud) sont écartés
    # (stWaitForRedouble, l. 1270-1290). Les deux refus closent les enchères (nosurcoinche).
    Alors Ouest peut surcontrer
    Et Ouest ne peut pas annoncer 100 à cœur
    Et Sud se tait
    Quand Ouest passe
    Alors Sud se tait
    Et Nord se tait
    Et c'est à Est de parler
    Quand Est passe
    Alors le contrat est 90 à pique contré pour EO
    Et Ouest entame

  @variante-bga-coinche
  Scénario: BGA — après trois passes, le dernier enchérisseur reparle : il peut changer de couleur, pas monter dans la sienne
    Soit une partie de la variante "bga-coinche" dont Nord est le donneur (graine 3)
    Et la règle "bidding.auction.end" vaut four_passes
    Et la règle "bidding.auction.raise_own" vaut new_mode
    # stNextPlayerBid : il faut quatre passes de suite (l. 1179) ; bid() : « You must change
    # color to bid higher on yourself » (l. 927-931).
    Quand Ouest annonce 90 à pique
    Et Sud passe
    Et Est passe
    Et Nord passe
    Alors Ouest peut annoncer 100 à cœur
    Et Ouest peut annoncer 100 à sans atout
    Et Ouest ne peut pas annoncer 100 à pique
    Quand Ouest passe
    Alors le contrat est 90 à pique pour EO

  @variante-bga-coinche
  Scénario: BGA — quatre passes : nouvelle main, le premier joueur avance d'une place
    Soit une partie de la variante "bga-coinche" dont Nord est le donneur (graine 3)
    Et la règle "bidding.auction.all_pass" vaut redeal
    Et la règle "deal.next_dealer" vaut after_dealer
    Et la règle "deal.shuffle.between_deals" vaut always
    Et la règle "deal.first_dealer" vaut random
    Et la règle "deal.turned_card" vaut false
    Quand tout le monde passe
    Alors on redistribue sans changer les scores
    Et le nouveau donneur est Ouest
    Et Sud parle en premier
    Et chaque joueur a 8 cartes
    Et aucune carte n'est retournée

  @variante-bga-coinche @option-couleurs-seules
  Scénario: BGA, sans tout atout ni sans atout — seules les couleurs s'annoncent
    Soit une partie de la variante "bga-coinche+couleurs-seules" dont Nord est le donneur (graine 3)
    Et la règle "bidding.modes.sans_atout" vaut false
    Et la règle "bidding.modes.tout_atout" vaut false
    Alors Ouest peut annoncer 82 à cœur
    Et Ouest ne peut pas annoncer 82 à sans atout
    Et Ouest ne peut pas annoncer 82 à tout atout

  # ------------------------------------------------------------------ fin de partie

  @variante-bga-coinche
  Scénario: BGA — 2000 pile ne suffit pas, 2001 gagne
    Soit la variante "bga-coinche"
    Et la règle "game_end.target" vaut 2000
    Et la règle "game_end.reach" vaut exceed
    Et une partie en cours à 1838 pour NS et 1500 pour EO
    Et un contrat pris par NS à l'atout pique pour 82
    Et les plis valent 82 pour NS et 80 pour EO
    # NS : 80 + 82 = 162 → 2000 pile : « strictly higher » (l. 1772-1775), la partie continue.
    Quand la donne compte pour la partie
    Alors la marque est 162 pour NS et 80 pour EO
    Et le total est de 2000 pour NS et 1580 pour EO
    Et la partie continue

  @variante-bga-coinche
  Scénario: BGA — 2001 points : la partie est gagnée
    Soit la variante "bga-coinche"
    Et la règle "game_end.reach" vaut exceed
    Et une partie en cours à 1839 pour NS et 1500 pour EO
    Et un contrat pris par NS à l'atout pique pour 82
    Et les plis valent 82 pour NS et 80 pour EO
    Quand la donne compte pour la partie
    Alors le total est de 2001 pour NS et 1580 pour EO
    Et l'équipe NS gagne la partie

  @variante-bga-coinche
  Scénario: BGA — les deux équipes dépassent 2000 à égalité : partie nulle
    Soit la variante "bga-coinche"
    Et la règle "game_end.both_over" vaut higher_wins
    Et la règle "game_end.tie" vaut draw
    Et la règle "game_end.capot_loser_cannot_win" vaut false
    Et une partie en cours à 1800 pour NS et 1958 pour EO
    Et un contrat pris par NS à l'atout cœur pour 100
    Et les plis valent 110 pour NS et 52 pour EO
    # NS : 100 + 110 = 210 → 2010 ; EO : 52 → 2010. Pas de départage (gameinfos) : nulle.
    Quand la donne compte pour la partie
    Alors le total est de 2010 pour NS et 2010 pour EO
    Et la partie est nulle

  @variante-bga-coinche @option-partie-1000
  Scénario: BGA, partie en 1000 — il faut dépasser 1000
    Soit la variante "bga-coinche+partie-1000"
    Et la règle "game_end.target" vaut 1000
    Et une partie en cours à 900 pour NS et 700 pour EO
    Et un contrat pris par EO à l'atout carreau pour 90
    Et les plis valent 70 pour NS et 92 pour EO
    # EO 92 ≥ 90 : EO 90 + 92 = 182 → 882 ; NS 70 → 970 : personne ne dépasse 1000.
    Quand la donne compte pour la partie
    Alors le total est de 970 pour NS et 882 pour EO
    Et la partie continue

  @variante-bga-coinche
  Scénario: BGA — une équipe sans un seul point est capot, même si elle a fait un pli
    # Code, stEndHand (l. 1522-1528) : « if a team scored zero points, it's a capot ». EO a pris
    # un pli sans point (7♠ 8♠ 9♠ 7♦), pas le dernier : ses 0 points la mettent capot.
    Soit la variante "bga-coinche"
    Et la règle "scoring.capot.by" vaut points
    Et un contrat pris par Nord à l'atout cœur pour 100
    Et les plis valent 162 pour NS et 0 pour EO
    Et les plis se répartissent ainsi : Nord 4, Sud 3, Ouest 1
    Quand on compte la donne
    # Capot : NS marque 250 au lieu de ses points, plus l'enchère : 250 + 100 = 350.
    Alors la donne est "capot"
    Et la marque est 350 pour NS et 0 pour EO

