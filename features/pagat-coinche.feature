# language: fr
@regles-PAG-C
Fonctionnalité: La coinche selon Pagat
  Des donnes entières de la coinche décrite par Pagat (pagat.com), carte par carte, puis les
  enchères, la coinche, les variantes que la page énumère et la fin de partie. Les nombres
  attendus ont été calculés à la main à partir de la page (citée par sujet : Marque, Coinche et
  surcoinche, Variantes…), le calcul est écrit en commentaire.

  Rappel des valeurs : à l'atout V 20, 9 14, A 11, 10 10, R 4, D 3 ; hors atout A 11, 10 10,
  R 4, D 3, V 2 ; dix de der 10 ; 162 en tout.

  Marque : le preneur doit atteindre son enchère (82 pour « 80 »), belote et annonces comprises,
  sans avoir à battre la défense. Réussi : le preneur marque ses points + son enchère, la
  défense ses points. Chuté : la défense marque 160 + l'enchère (et les annonces), le preneur
  garde sa belote. La coinche ne multiplie que l'enchère (×2, surcoinche ×4). Capot : 250 +
  l'enchère ; capot demandé : 500, fait ou chuté. Chaque marque est arrondie à la dizaine, 5
  vers le haut.

  # ------------------------------------------------------------------ donnes complètes

  @variante-pagat-coinche
  Scénario: Pagat — Sud demande 90 à pique, sa tierce compte, 215 arrondis à 220
    Soit une donne de la variante "pagat-coinche" prise par Sud à l'atout pique pour 90
    Et la règle "deal.patterns" vaut ["3-2-3", "3-3-2", "2-3-3"]
    Et la règle "deal.turned_card" vaut false
    Et la règle "annonces.enabled" vaut true
    Et la règle "scoring.contract.counts.taker.annonces" vaut true
    Et la règle "scoring.contract.beat_defence" vaut false
    Et la règle "scoring.outcomes.made.taker.contract" vaut true
    Et la règle "scoring.outcomes.made.taker.annonces" vaut own
    Et la règle "scoring.outcomes.made.defence.base" vaut points
    Et la règle "scoring.rounding.method" vaut each_team
    Et la règle "scoring.rounding.half" vaut up
    Et la règle "play.undertrump" vaut required
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | A♠ 7♥ 9♥ V♥ 8♦ 8♣ V♣ A♣ |
      | Ouest  | 7♠ D♠ 8♥ 7♦ V♦ 9♣ D♣ R♣ |
      | Sud    | 9♠ 10♠ V♠ R♥ 9♦ D♦ 7♣ 10♣ |
      | Est    | 8♠ R♠ 10♥ D♥ A♥ 10♦ R♦ A♦ |
    # Sud entame (Ouest a donné). Atout pique.
    # Pli 1 Sud   : 10♣ 10 + 8♠ 0 + 8♣ 0 + R♣ 4 = 14, à Est (Est coupe).
    # Pli 2 Est   : 10♦ 10 + 8♦ 0 + 7♦ 0 + D♦ 3 = 13, à Est.
    # Pli 3 Est   : A♥ 11 + 9♥ 0 + 8♥ 0 + R♥ 4 = 15, à Est.
    # Pli 4 Est   : A♦ 11 + A♠ 11 + V♦ 2 + 9♦ 0 = 24, à Nord (Nord coupe de l'as).
    # Pli 5 Nord  : V♣ 2 + D♣ 3 + 7♣ 0 + 10♥ 10 = 15, à Ouest (Est, partenaire maître, se défausse).
    # Pli 6 Ouest : 9♣ 0 + 10♠ 10 + R♠ 4 + A♣ 11 = 25, à Sud. Est ne peut pas surcouper le 10
    #   avec son roi et doit pourtant le mettre : il pisse.
    # Pli 7 Sud   : 9♠ 14 + D♥ 3 + 7♥ 0 + 7♠ 0 = 17, à Sud.
    # Pli 8 Sud   : V♠ 20 + R♦ 4 + V♥ 2 + D♠ 3 = 29, à Sud, + 10 de der.
    # NS : 24 + 25 + 17 + 29 + 10 = 105 ; EO : 14 + 13 + 15 + 15 = 57 ; 105 + 57 = 162.
    Et Ouest a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Sud    | 10♣ 8♠ 8♣ R♣   |
      | Est    | 10♦ 8♦ 7♦ D♦   |
      | Est    | A♥ 9♥ 8♥ R♥    |
      | Est    | A♦ A♠ V♦ 9♦    |
      | Nord   | V♣ D♣ 7♣ 10♥   |
      | Ouest  | 9♣ 10♠ R♠ A♣   |
      | Sud    | 9♠ D♥ 7♥ 7♠    |
      | Sud    | V♠ R♦ V♥ D♠    |
    Alors les plis reviennent à Est Est Est Nord Ouest Sud Sud Sud
    Et les plis valent 105 pour NS et 57 pour EO
    # Annonces : Sud a une tierce 9-10-V♠ (20), la seule de la donne : NS la marque.
    Et Sud annonce une tierce (20)
    Et l'équipe NS marque 20 points d'annonces
    Et personne n'a la belote
    # Marque : NS 105 + 20 = 125 ≥ 90 : réussi. NS 105 + 90 + 20 = 215, arrondi à 220 (5 vers
    # le haut) ; EO 57, arrondi à 60.
    Et la marque est 220 pour NS et 60 pour EO
    Et le moteur joue la donne enregistrée et marque 220 pour NS et 60 pour EO
    Et la donne est "faite"

  @variante-pagat-coinche
  Scénario: Pagat — Nord dit « 80 » à cœur et fait 81 : il en fallait 82
    Soit une donne de la variante "pagat-coinche" prise par Nord à l'atout cœur pour 80
    Et la règle "bidding.auction.floor" vaut 80
    Et la règle "scoring.contract.minimum" vaut 82
    Et la règle "scoring.contract.reach_bid" vaut true
    Et la règle "scoring.contract_value.floor_counts_as" vaut null
    Et la règle "scoring.outcomes.dedans.defence.base" vaut 160
    Et la règle "scoring.outcomes.dedans.defence.contract" vaut true
    Et la règle "scoring.outcomes.dedans.defence.annonces" vaut all
    Et la règle "scoring.outcomes.dedans.taker.base" vaut 0
    Et la règle "scoring.litige.enabled" vaut false
    Et la règle "play.trump_lead" vaut must_overtrump
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | D♠ 9♥ R♥ A♥ D♦ 8♣ V♣ A♣ |
      | Ouest  | 9♠ 7♦ 8♦ 10♦ V♦ R♦ A♦ D♣ |
      | Sud    | 8♠ 10♠ V♠ R♠ A♠ 8♥ 10♥ 9♦ |
      | Est    | 7♠ 7♥ V♥ D♥ 7♣ 9♣ 10♣ R♣ |
    # Nord entame (Est a donné). Atout cœur. Ni annonce ni belote dans les quatre mains.
    # Pli 1 Nord  : D♠ 3 + 9♠ 0 + 8♠ 0 + 7♠ 0 = 3, à Nord.
    # Pli 2 Nord  : A♣ 11 + D♣ 3 + 9♦ 0 + 9♣ 0 = 14, à Nord.
    # Pli 3 Nord  : D♦ 3 + R♦ 4 + 8♥ 0 + D♥ 3 = 10, à Est (Sud coupe, Est surcoupe de la dame).
    # Pli 4 Est   : 7♣ 0 + 8♣ 0 + 7♦ 0 + A♠ 11 = 11, à Nord.
    # Pli 5 Nord  : R♥ 4 + 8♦ 0 + 10♥ 10 + V♥ 20 = 34, à Est (chacun monte à l'atout).
    # Pli 6 Est   : 7♥ 0 + A♥ 11 + V♦ 2 + 10♠ 10 = 23, à Nord.
    # Pli 7 Nord  : 9♥ 14 + 10♦ 10 + V♠ 2 + R♣ 4 = 30, à Nord.
    # Pli 8 Nord  : V♣ 2 + A♦ 11 + R♠ 4 + 10♣ 10 = 27, à Est, + 10 de der.
    # NS : 3 + 14 + 11 + 23 + 30 = 81 ; EO : 10 + 34 + 27 + 10 = 81 ; 81 + 81 = 162.
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | D♠ 9♠ 8♠ 7♠    |
      | Nord   | A♣ D♣ 9♦ 9♣    |
      | Nord   | D♦ R♦ 8♥ D♥    |
      | Est    | 7♣ 8♣ 7♦ A♠    |
      | Nord   | R♥ 8♦ 10♥ V♥   |
      | Est    | 7♥ A♥ V♦ 10♠   |
      | Nord   | 9♥ 10♦ V♠ R♣   |
      | Nord   | V♣ A♦ R♠ 10♣   |
    Alors les plis reviennent à Nord Nord Est Nord Est Nord Nord Est
    Et les plis valent 81 pour NS et 81 pour EO
    Et aucune équipe ne marque d'annonce
    Et personne n'a la belote
    # Marque : « at least 82 if they bid 80 » : 81 < 82, chute. EO : 160 + 80 = 240 ; NS 0.
    Et la marque est 0 pour NS et 240 pour EO
    Et le moteur joue la donne enregistrée et marque 0 pour NS et 240 pour EO
    Et la donne est "dedans"

  @variante-pagat-coinche
  Scénario: Pagat — Ouest demande 100 à carreau, Sud coinche, Ouest chute : 160 + 100 × 2 = 360
    Soit une donne de la variante "pagat-coinche" prise par Ouest à l'atout carreau pour 100 contrée
    Et la règle "bidding.auction.contre" vaut true
    Et la règle "scoring.contre.contre" vaut 2
    Et la règle "scoring.outcomes.dedans.defence.multiply" vaut [contract]
    Et la règle "scoring.outcomes.dedans_contre" vaut {}
    Et la règle "scoring.outcomes.dedans.taker.belote" vaut own
    Et la règle "belote.call" vaut optional
    Et la règle "belote.points" vaut 20
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | 7♠ V♠ D♠ 8♥ 9♥ A♥ 10♦ V♣ |
      | Ouest  | V♥ 8♦ 9♦ D♦ R♦ 8♣ 10♣ D♣ |
      | Sud    | 8♠ A♠ 10♥ D♥ R♥ V♦ A♦ A♣ |
      | Est    | 9♠ 10♠ R♠ 7♥ 7♦ 7♣ 9♣ R♣ |
    # Ouest entame (Nord a donné). Atout carreau ; Sud coinche.
    # Pli 1 Ouest : V♥ 2 + D♥ 3 + 7♥ 0 + 9♥ 0 = 5, à Sud.
    # Pli 2 Sud   : A♠ 11 + 9♠ 0 + 7♠ 0 + 8♦ 0 = 11, à Ouest (Ouest coupe).
    # Pli 3 Ouest : 10♣ 10 + A♣ 11 + 9♣ 0 + V♣ 2 = 23, à Sud.
    # Pli 4 Sud   : V♦ 20 + 7♦ 0 + 10♦ 10 + D♦ 3 = 33, à Sud (« belote » d'Ouest avec la dame).
    # Pli 5 Sud   : R♥ 4 + 7♣ 0 + 8♥ 0 + R♦ 4 = 8, à Ouest (« rebelote »).
    # Pli 6 Ouest : 8♣ 0 + A♦ 11 + R♣ 4 + A♥ 11 = 26, à Sud.
    # Pli 7 Sud   : 8♠ 0 + R♠ 4 + V♠ 2 + 9♦ 14 = 20, à Ouest.
    # Pli 8 Ouest : D♣ 3 + 10♥ 10 + 10♠ 10 + D♠ 3 = 26, à Ouest, + 10 de der.
    # NS : 5 + 23 + 33 + 26 = 87 ; EO : 11 + 8 + 20 + 26 + 10 = 75 ; 87 + 75 = 162.
    Et Nord a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Ouest  | V♥ D♥ 7♥ 9♥    |
      | Sud    | A♠ 9♠ 7♠ 8♦    |
      | Ouest  | 10♣ A♣ 9♣ V♣   |
      | Sud    | V♦ 7♦ 10♦ D♦   |
      | Sud    | R♥ 7♣ 8♥ R♦    |
      | Ouest  | 8♣ A♦ R♣ A♥    |
      | Sud    | 8♠ R♠ V♠ 9♦    |
      | Ouest  | D♣ 10♥ 10♠ D♠  |
    Alors les plis reviennent à Sud Ouest Sud Sud Ouest Sud Ouest Ouest
    Et les plis valent 87 pour NS et 75 pour EO
    Et aucune équipe ne marque d'annonce
    Et Ouest a une belote
    # Marque : EO 75 + 20 = 95 < 100 : chute. « A coinche doubles the score for the bid only » :
    # NS 160 + 100 × 2 = 360 (l'exemple même de la page) ; EO garde sa belote : 20.
    Et la marque est 360 pour NS et 20 pour EO
    Et le moteur joue la donne enregistrée et marque 360 pour NS et 20 pour EO
    Et la donne est "dedans"

  @variante-pagat-coinche
  Scénario: Pagat — Est demande 110 à trèfle, coinché et surcoinché, et le fait : 123 + 440
    Soit une donne de la variante "pagat-coinche" prise par Est à l'atout trèfle pour 110 surcontrée
    Et la règle "bidding.auction.surcontre" vaut true
    Et la règle "scoring.contre.surcontre" vaut 4
    Et la règle "scoring.outcomes.made.taker.multiply" vaut [contract]
    Et la règle "scoring.outcomes.made_contre" vaut {}
    Et la règle "scoring.outcomes.made.defence.multiply" vaut []
    Et la règle "play.overtrump" vaut required
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | D♠ 8♥ D♥ A♥ 8♦ 8♣ 10♣ R♣ |
      | Ouest  | 9♠ 10♠ 7♥ 9♥ R♥ 9♦ D♦ A♦ |
      | Sud    | 7♠ V♠ 10♥ V♥ 7♦ V♦ R♦ 9♣ |
      | Est    | 8♠ R♠ A♠ 10♦ 7♣ V♣ D♣ A♣ |
    # Est entame (Sud a donné). Atout trèfle ; Nord coinche, Ouest surcoinche.
    # Pli 1 Est   : D♣ 3 + 10♣ 10 + 9♦ 0 + 9♣ 14 = 27, à Sud (chacun monte).
    # Pli 2 Sud   : 7♦ 0 + 10♦ 10 + 8♦ 0 + A♦ 11 = 21, à Ouest.
    # Pli 3 Ouest : R♥ 4 + 10♥ 10 + 7♣ 0 + 8♥ 0 = 14, à Est (Est coupe le 10 de Sud).
    # Pli 4 Est   : R♠ 4 + D♠ 3 + 9♠ 0 + 7♠ 0 = 7, à Est.
    # Pli 5 Est   : 8♠ 0 + 8♣ 0 + 10♠ 10 + V♠ 2 = 12, à Nord (Nord coupe).
    # Pli 6 Nord  : R♣ 4 + 9♥ 0 + V♥ 2 + A♣ 11 = 17, à Est (Est monte de l'as).
    # Pli 7 Est   : V♣ 20 + D♥ 3 + 7♥ 0 + V♦ 2 = 25, à Est.
    # Pli 8 Est   : A♠ 11 + A♥ 11 + D♦ 3 + R♦ 4 = 29, à Est, + 10 de der.
    # NS : 27 + 12 = 39 ; EO : 21 + 14 + 7 + 17 + 25 + 29 + 10 = 123 ; 39 + 123 = 162.
    Et Sud a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Est    | D♣ 10♣ 9♦ 9♣   |
      | Sud    | 7♦ 10♦ 8♦ A♦   |
      | Ouest  | R♥ 10♥ 7♣ 8♥   |
      | Est    | R♠ D♠ 9♠ 7♠    |
      | Est    | 8♠ 8♣ 10♠ V♠   |
      | Nord   | R♣ 9♥ V♥ A♣    |
      | Est    | V♣ D♥ 7♥ V♦    |
      | Est    | A♠ A♥ D♦ R♦    |
    Alors les plis reviennent à Sud Ouest Est Est Nord Est Est Est
    Et les plis valent 39 pour NS et 123 pour EO
    Et aucune équipe ne marque d'annonce
    Et personne n'a la belote
    # Marque : EO 123 ≥ 110 : réussi. Surcoinche : l'enchère seule × 4 : EO 123 + 110 × 4 = 563,
    # arrondi à 560 ; NS garde ses points : 39, arrondi à 40.
    Et la marque est 40 pour NS et 560 pour EO
    Et le moteur joue la donne enregistrée et marque 40 pour NS et 560 pour EO
    Et la donne est "faite"

  @variante-pagat-coinche
  Scénario: Pagat — Nord demande 120 à cœur et fait tous les plis sans l'avoir demandé : 250 + 120
    Soit une donne de la variante "pagat-coinche" prise par Nord à l'atout cœur pour 120
    Et la règle "scoring.capot.kind" vaut flat
    Et la règle "scoring.capot.points" vaut 250
    Et la règle "scoring.outcomes.capot" vaut {}
    Et la règle "play.must_trump" vaut unless_partner_master
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | 7♥ 8♥ V♥ 7♦ 10♦ 9♣ D♣ A♣ |
      | Ouest  | 9♠ V♠ R♠ 10♥ R♥ 8♦ V♦ D♦ |
      | Sud    | 7♠ 10♠ A♠ 9♥ D♥ A♥ A♦ R♣ |
      | Est    | 8♠ D♠ 9♦ R♦ 7♣ 8♣ 10♣ V♣ |
    # Nord entame (Est a donné). Atout cœur.
    # Pli 1 Nord  : 10♦ 10 + 8♦ 0 + A♦ 11 + 9♦ 0 = 21, à Sud.
    # Pli 2 Sud   : 7♠ 0 + 8♠ 0 + 7♥ 0 + 9♠ 0 = 0, à Nord (Nord coupe : Est tenait le pli).
    # Pli 3 Nord  : 8♥ 0 + R♥ 4 + A♥ 11 + 8♣ 0 = 15, à Sud.
    # Pli 4 Sud   : 10♠ 10 + D♠ 3 + 9♣ 0 + V♠ 2 = 15, à Sud.
    # Pli 5 Sud   : D♥ 3 + 7♣ 0 + V♥ 20 + 10♥ 10 = 33, à Nord.
    # Pli 6 Nord  : 7♦ 0 + V♦ 2 + 9♥ 14 + R♦ 4 = 20, à Sud.
    # Pli 7 Sud   : A♠ 11 + V♣ 2 + D♣ 3 + R♠ 4 = 20, à Sud.
    # Pli 8 Sud   : R♣ 4 + 10♣ 10 + A♣ 11 + D♦ 3 = 28, à Nord, + 10 de der.
    # NS fait les huit plis : 162 ; EO 0.
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | 10♦ 8♦ A♦ 9♦   |
      | Sud    | 7♠ 8♠ 7♥ 9♠    |
      | Nord   | 8♥ R♥ A♥ 8♣    |
      | Sud    | 10♠ D♠ 9♣ V♠   |
      | Sud    | D♥ 7♣ V♥ 10♥   |
      | Nord   | 7♦ V♦ 9♥ R♦    |
      | Sud    | A♠ V♣ D♣ R♠    |
      | Sud    | R♣ 10♣ A♣ D♦   |
    Alors les plis reviennent à Sud Nord Sud Sud Nord Sud Sud Nord
    Et les plis valent 162 pour NS et 0 pour EO
    Et aucune équipe ne marque d'annonce
    Et personne n'a la belote
    # Marque : « they score 250 points plus the amount of the bid » : NS 250 + 120 = 370 ; EO 0.
    Et la marque est 370 pour NS et 0 pour EO
    Et le moteur joue la donne enregistrée et marque 370 pour NS et 0 pour EO
    Et la donne est "capot"

  @variante-pagat-coinche
  Scénario: Pagat — Est demande le capot à pique et le fait : 500, plus sa belote
    Soit une donne de la variante "pagat-coinche" prise par Est à l'atout pique pour capot
    Et la règle "bidding.auction.capot" vaut true
    Et la règle "scoring.capot.announced.enabled" vaut true
    Et la règle "scoring.capot.announced.contract" vaut 250
    Et la règle "scoring.outcomes.capot_bid_made" vaut {taker: {contract: true}}
    Et la règle "scoring.outcomes.made.taker.belote" vaut own
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | 9♠ R♥ 8♦ 9♦ R♦ 7♣ 8♣ 10♣ |
      | Ouest  | 10♠ V♠ A♠ 8♥ V♥ D♥ A♥ R♣ |
      | Sud    | 7♠ 7♥ 9♥ 7♦ 10♦ V♦ 9♣ D♣ |
      | Est    | 8♠ D♠ R♠ 10♥ D♦ A♦ V♣ A♣ |
    # Est entame (Sud a donné). Atout pique.
    # Pli 1 Est   : A♣ 11 + 8♣ 0 + R♣ 4 + 9♣ 0 = 15, à Est.
    # Pli 2 Est   : 8♠ 0 + 9♠ 14 + V♠ 20 + 7♠ 0 = 34, à Ouest (Ouest monte sur le 9 de Nord).
    # Pli 3 Ouest : D♥ 3 + 9♥ 0 + 10♥ 10 + R♥ 4 = 17, à Est.
    # Pli 4 Est   : A♦ 11 + 9♦ 0 + 8♥ 0 + 7♦ 0 = 11, à Est.
    # Pli 5 Est   : D♠ 3 + 8♦ 0 + 10♠ 10 + 7♥ 0 = 13, à Ouest (« belote » ; Ouest doit monter).
    # Pli 6 Ouest : A♥ 11 + V♦ 2 + V♣ 2 + 7♣ 0 = 15, à Ouest.
    # Pli 7 Ouest : A♠ 11 + D♣ 3 + R♠ 4 + R♦ 4 = 22, à Ouest (« rebelote »).
    # Pli 8 Ouest : V♥ 2 + 10♦ 10 + D♦ 3 + 10♣ 10 = 25, à Ouest, + 10 de der.
    # EO fait les huit plis : 162 ; NS 0.
    Et Sud a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Est    | A♣ 8♣ R♣ 9♣    |
      | Est    | 8♠ 9♠ V♠ 7♠    |
      | Ouest  | D♥ 9♥ 10♥ R♥   |
      | Est    | A♦ 9♦ 8♥ 7♦    |
      | Est    | D♠ 8♦ 10♠ 7♥   |
      | Ouest  | A♥ V♦ V♣ 7♣    |
      | Ouest  | A♠ D♣ R♠ R♦    |
      | Ouest  | V♥ 10♦ D♦ 10♣  |
    Alors les plis reviennent à Est Ouest Est Est Ouest Ouest Ouest Ouest
    Et les plis valent 0 pour NS et 162 pour EO
    Et aucune équipe ne marque d'annonce
    Et Est a une belote
    # Marque : capot demandé et fait : 250 de capot + 250 d'enchère = 500, + 20 de belote = 520 ;
    # NS 0.
    Et la marque est 0 pour NS et 520 pour EO
    Et le moteur joue la donne enregistrée et marque 0 pour NS et 520 pour EO
    Et la donne est "capot"

  @variante-pagat-coinche
  Scénario: Pagat — Nord demande le capot à cœur et laisse un pli : 500 pour la défense
    Soit une donne de la variante "pagat-coinche" prise par Nord à l'atout cœur pour capot
    Et la règle "scoring.outcomes.capot_bid_failed" vaut {defence: {base: 250, contract: true}}
    Et la règle "scoring.outcomes.capot_against" vaut {}
    Et la règle "play.partner_master" vaut free
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | A♠ 8♥ 9♥ D♥ R♥ R♦ A♦ 7♣ |
      | Ouest  | 10♠ V♠ 7♦ 9♦ 10♦ 10♣ D♣ R♣ |
      | Sud    | 7♠ 8♠ R♠ 10♥ V♥ A♥ V♦ A♣ |
      | Est    | 9♠ D♠ 7♥ 8♦ D♦ 8♣ 9♣ V♣ |
    # Nord entame (Est a donné). Atout cœur.
    # Pli 1 Nord  : 9♥ 14 + 9♦ 0 + V♥ 20 + 7♥ 0 = 34, à Sud (Sud monte sur son partenaire).
    # Pli 2 Sud   : A♥ 11 + 8♣ 0 + 8♥ 0 + 7♦ 0 = 11, à Sud.
    # Pli 3 Sud   : V♦ 2 + D♦ 3 + R♦ 4 + 10♦ 10 = 19, à Ouest : le pli qui fait chuter le capot.
    # Pli 4 Ouest : R♣ 4 + A♣ 11 + 9♣ 0 + 7♣ 0 = 15, à Sud.
    # Pli 5 Sud   : 7♠ 0 + 9♠ 0 + A♠ 11 + V♠ 2 = 13, à Nord.
    # Pli 6 Nord  : A♦ 11 + D♣ 3 + 8♠ 0 + 8♦ 0 = 14, à Nord.
    # Pli 7 Nord  : R♥ 4 + 10♠ 10 + 10♥ 10 + V♣ 2 = 26, à Sud (« belote »).
    # Pli 8 Sud   : R♠ 4 + D♠ 3 + D♥ 3 + 10♣ 10 = 20, à Nord (« rebelote »), + 10 de der.
    # NS : 34 + 11 + 15 + 13 + 14 + 26 + 20 + 10 = 143 ; EO : 19 ; 143 + 19 = 162.
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | 9♥ 9♦ V♥ 7♥    |
      | Sud    | A♥ 8♣ 8♥ 7♦    |
      | Sud    | V♦ D♦ R♦ 10♦   |
      | Ouest  | R♣ A♣ 9♣ 7♣    |
      | Sud    | 7♠ 9♠ A♠ V♠    |
      | Nord   | A♦ D♣ 8♠ 8♦    |
      | Nord   | R♥ 10♠ 10♥ V♣  |
      | Sud    | R♠ D♠ D♥ 10♣   |
    Alors les plis reviennent à Sud Sud Ouest Sud Nord Nord Sud Nord
    Et les plis valent 143 pour NS et 19 pour EO
    Et aucune équipe ne marque d'annonce
    Et Nord a une belote
    # Marque : « if a bid of capot is lost, the opponents score 500 » : EO 500 ; NS garde sa
    # belote, même chuté : 20.
    Et la marque est 20 pour NS et 500 pour EO
    Et le moteur joue la donne enregistrée et marque 20 pour NS et 500 pour EO
    Et la donne est "dedans"

  @variante-pagat-coinche @option-generale
  Scénario: Pagat, générale — Nord demande la générale à cœur et fait les huit plis seul : 1000
    Soit une donne de la variante "pagat-coinche+generale" prise par Nord à l'atout cœur pour générale
    Et la règle "bidding.auction.generale" vaut true
    Et la règle "scoring.capot.generale" vaut 1000
    Et la règle "scoring.outcomes.generale_made" vaut {taker: {base: 0}}
    Et la règle "scoring.outcomes.generale_failed" vaut {defence: {base: 0}}
    # Le demandeur de la générale entame ; ici c'est aussi le joueur après le donneur.
    Et la règle "play.generale_lead" vaut bidder
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | V♥ 9♥ A♥ R♥ A♠ 10♠ A♣ 10♣ |
      | Ouest  | 10♥ 8♥ 7♠ 9♠ V♠ 8♦ 10♦ R♣ |
      | Sud    | 8♠ R♠ D♦ R♦ 7♣ 9♣ V♣ D♣ |
      | Est    | D♥ 7♥ D♠ 7♦ 9♦ V♦ A♦ 8♣ |
    # Nord entame (Est a donné). Atout cœur ; personne n'a de suite, de carré ni de belote.
    # Pli 1 Nord : V♥ 20 + 8♥ 0 + 7♣ 0 + 7♥ 0 = 20.
    # Pli 2 Nord : 9♥ 14 + 10♥ 10 + 9♣ 0 + D♥ 3 = 27 (Ouest et Est n'ont plus d'atout).
    # Pli 3 Nord : A♥ 11 + 7♠ 0 + 8♠ 0 + 8♣ 0 = 11.
    # Pli 4 Nord : R♥ 4 + 9♠ 0 + V♣ 2 + 7♦ 0 = 6.
    # Pli 5 Nord : A♠ 11 + V♠ 2 + R♠ 4 + D♠ 3 = 20.
    # Pli 6 Nord : 10♠ 10 + 8♦ 0 + D♦ 3 + 9♦ 0 = 13.
    # Pli 7 Nord : A♣ 11 + R♣ 4 + D♣ 3 + V♦ 2 = 20.
    # Pli 8 Nord : 10♣ 10 + 10♦ 10 + R♦ 4 + A♦ 11 = 35, + 10 de der.
    # Nord fait seul les huit plis : 162 pour NS.
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | V♥ 8♥ 7♣ 7♥    |
      | Nord   | 9♥ 10♥ 9♣ D♥   |
      | Nord   | A♥ 7♠ 8♠ 8♣    |
      | Nord   | R♥ 9♠ V♣ 7♦    |
      | Nord   | A♠ V♠ R♠ D♠    |
      | Nord   | 10♠ 8♦ D♦ 9♦   |
      | Nord   | A♣ R♣ D♣ V♦    |
      | Nord   | 10♣ 10♦ R♦ A♦  |
    Alors les plis reviennent à Nord Nord Nord Nord Nord Nord Nord Nord
    Et les plis valent 162 pour NS et 0 pour EO
    Et aucune équipe ne marque d'annonce
    Et personne n'a la belote
    # Variantes : la générale vaut ce dont on est convenu, « for example 1000 » : NS 1000 ; EO 0.
    Et la marque est 1000 pour NS et 0 pour EO
    Et le moteur joue la donne enregistrée et marque 1000 pour NS et 0 pour EO
    Et la donne est "capot"

  @variante-pagat-coinche @option-sans-atout-tout-atout
  Scénario: Pagat, tout atout — Nord fait 95 à tout atout pour 90 : valeurs réduites, pas de conversion
    Soit une donne de la variante "pagat-coinche+sans-atout-tout-atout" prise par Nord à tout atout pour 90
    Et la règle "bidding.modes.tout_atout" vaut true
    Et la règle "cards.tout_atout.points.jack" vaut 14
    Et la règle "cards.tout_atout.points.nine" vaut 9
    Et la règle "cards.tout_atout.points.ace" vaut 6
    Et la règle "cards.tout_atout.points.ten" vaut 5
    Et la règle "cards.tout_atout.points.king" vaut 3
    Et la règle "cards.tout_atout.points.queen" vaut 1
    Et la règle "scoring.tout_atout_scaling.enabled" vaut false
    Et la règle "play.tout_atout_climb" vaut required
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | 9♠ 10♠ R♠ A♥ 10♦ V♦ R♦ R♣ |
      | Ouest  | 7♠ A♠ 7♥ 10♥ R♥ 7♦ 8♦ D♣ |
      | Sud    | 8♠ V♠ 9♥ A♦ 7♣ 8♣ V♣ A♣ |
      | Est    | D♠ 8♥ V♥ D♥ 9♦ D♦ 9♣ 10♣ |
    # Nord entame (Est a donné). Tout atout : V 14, 9 9, A 6, 10 5, R 3, D 1 (38 par couleur,
    # 152 + 10 = 162) ; il faut monter sur la plus forte carte de la couleur demandée.
    # Pli 1 Nord  : V♦ 14 + 7♦ 0 + A♦ 6 + D♦ 1 = 21, à Nord.
    # Pli 2 Nord  : 10♠ 5 + A♠ 6 + V♠ 14 + D♠ 1 = 26, à Sud.
    # Pli 3 Sud   : 8♣ 0 + 10♣ 5 + R♣ 3 + D♣ 1 = 9, à Est.
    # Pli 4 Est   : 9♣ 9 + A♥ 6 + 8♦ 0 + V♣ 14 = 29, à Sud.
    # Pli 5 Sud   : A♣ 6 + 8♥ 0 + R♠ 3 + 7♥ 0 = 9, à Sud.
    # Pli 6 Sud   : 7♣ 0 + D♥ 1 + 9♠ 9 + 7♠ 0 = 10, à Sud.
    # Pli 7 Sud   : 9♥ 9 + V♥ 14 + R♦ 3 + R♥ 3 = 29, à Est.
    # Pli 8 Est   : 9♦ 9 + 10♦ 5 + 10♥ 5 + 8♠ 0 = 19, à Est, + 10 de der.
    # NS : 21 + 26 + 29 + 9 + 10 = 95 ; EO : 9 + 29 + 19 + 10 = 67 ; 95 + 67 = 162.
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | V♦ 7♦ A♦ D♦    |
      | Nord   | 10♠ A♠ V♠ D♠   |
      | Sud    | 8♣ 10♣ R♣ D♣   |
      | Est    | 9♣ A♥ 8♦ V♣    |
      | Sud    | A♣ 8♥ R♠ 7♥    |
      | Sud    | 7♣ D♥ 9♠ 7♠    |
      | Sud    | 9♥ V♥ R♦ R♥    |
      | Est    | 9♦ 10♦ 10♥ 8♠  |
    Alors les plis reviennent à Nord Sud Est Sud Sud Sud Est Est
    Et les plis valent 95 pour NS et 67 pour EO
    Et aucune équipe ne marque d'annonce
    Et personne n'a la belote
    # Marque : 95 ≥ 90 : réussi. NS 95 + 90 = 185, arrondi à 190 ; EO 67, arrondi à 70.
    Et la marque est 190 pour NS et 70 pour EO
    Et le moteur joue la donne enregistrée et marque 190 pour NS et 70 pour EO
    Et la donne est "faite"

  # ------------------------------------------------------------------ décompte seul (variantes)

  @variante-pagat-coinche @option-capot-chute-410
  Scénario: Pagat, capot chuté à 410 — la défense marque 160 + 250
    Soit la variante "pagat-coinche+capot-chute-410"
    Et la règle "scoring.outcomes.capot_bid_failed" vaut {defence: {contract: true}}
    Et un contrat pris par Nord à l'atout cœur pour capot
    Et les plis valent 143 pour NS et 19 pour EO
    Et l'équipe NS a la belote
    # « Some give only 410 points (160+250) » ; NS garde sa belote : 20.
    Quand on compte la donne
    Alors la marque est 20 pour NS et 410 pour EO

  @variante-pagat-coinche @option-score-double
  Scénario: Pagat, toute la marque doublée — 100 chuté et coinché : 2 × (100 + 160) = 520
    Soit la variante "pagat-coinche+score-double"
    Et la règle "scoring.outcomes.dedans.defence.multiply" vaut [base, contract, annonces, belote]
    Et la règle "scoring.outcomes.made.taker.multiply" vaut [base, contract, annonces, belote]
    Et un contrat pris par EO à l'atout carreau pour 100 contré
    Et les plis valent 87 pour NS et 75 pour EO
    Et l'équipe EO a la belote
    # L'exemple de la page : 520 = 2 × (100 + 160) ; EO garde sa belote, non doublée.
    Quand on compte la donne
    Alors la marque est 520 pour NS et 20 pour EO

  @variante-pagat-coinche @option-score-double
  Scénario: Pagat, toute la marque doublée — 110 fait et coinché : 2 × (123 + 110)
    Soit la variante "pagat-coinche+score-double"
    Et la règle "scoring.outcomes.made.defence.multiply" vaut []
    Et un contrat pris par EO à l'atout trèfle pour 110 contré
    Et les plis valent 39 pour NS et 123 pour EO
    # EO : 2 × (123 + 110) = 466, arrondi à 470 ; NS garde ses points : 39, arrondi à 40.
    Quand on compte la donne
    Alors la marque est 40 pour NS et 470 pour EO

  @variante-pagat-coinche @option-surcoinche-x3
  Scénario: Pagat, surcoinche à ×3 — 110 fait et surcoinché : 123 + 110 × 3
    Soit la variante "pagat-coinche+surcoinche-x3"
    Et la règle "scoring.contre.surcontre" vaut 3
    Et un contrat pris par EO à l'atout trèfle pour 110 surcontré
    Et les plis valent 39 pour NS et 123 pour EO
    # EO : 123 + 330 = 453, arrondi à 450 ; NS 39, arrondi à 40.
    Quand on compte la donne
    Alors la marque est 40 pour NS et 450 pour EO

  @variante-pagat-coinche @option-belote-perdue
  Scénario: Pagat, belote perdue — le preneur chuté perd aussi sa belote
    Soit la variante "pagat-coinche+belote-perdue"
    Et la règle "scoring.outcomes.dedans.taker.belote" vaut none
    Et la règle "scoring.outcomes.dedans.defence.belote" vaut all
    Et un contrat pris par EO à l'atout carreau pour 100 contré
    Et les plis valent 87 pour NS et 75 pour EO
    Et l'équipe EO a la belote
    # NS : 160 + 100 × 2 + 20 de la belote d'EO = 380 ; EO 0.
    Quand on compte la donne
    Alors la marque est 380 pour NS et 0 pour EO

  @variante-pagat-coinche @option-plus-deux
  Scénario: Pagat, deux points de plus — 111 pour 110 ne suffit pas
    Soit la variante "pagat-coinche+plus-deux"
    Et la règle "scoring.contract.margin" vaut 2
    Et la règle "scoring.contract.minimum" vaut 82
    Et un contrat pris par NS à l'atout pique pour 110
    Et les plis valent 111 pour NS et 51 pour EO
    # « At least 112 points to win a bid of 110 » : 111 < 112, chute. EO 160 + 110 = 270 ; NS 0.
    Quand on compte la donne
    Alors la marque est 0 pour NS et 270 pour EO
    Et la donne est "dedans"

  @variante-pagat-coinche @option-plus-deux
  Scénario: Pagat, deux points de plus — 112 pour 110 suffit
    Soit la variante "pagat-coinche+plus-deux"
    Et la règle "scoring.contract.reach_bid" vaut true
    Et un contrat pris par NS à l'atout pique pour 110
    Et les plis valent 112 pour NS et 50 pour EO
    # 112 ≥ 110 + 2 : réussi. NS 112 + 110 = 222 → 220 ; EO 50.
    Quand on compte la donne
    Alors la marque est 220 pour NS et 50 pour EO
    Et la donne est "faite"

  # ------------------------------------------------------------------ enchères et coinche

  @variante-pagat-coinche
  Scénario: Pagat — on annonce « 80 », puis de dix en dix sans plafond ; le capot clôt les enchères
    Soit une partie de la variante "pagat-coinche" dont Nord est le donneur (graine 3)
    Et la règle "bidding.system" vaut auction
    Et la règle "bidding.first_speaker" vaut after_dealer
    Et la règle "bidding.auction.step" vaut 10
    Et la règle "bidding.auction.ceiling" vaut null
    Et la règle "bidding.auction.capot_contre" vaut false
    Et la règle "bidding.auction.after_capot" vaut ends
    Et la règle "bidding.auction.overbid_partner" vaut true
    Et la règle "bidding.auction.raise_own" vaut allowed
    Et la règle "bidding.auction.same_level_order" vaut []
    Et la règle "bidding.auction.generale" vaut false
    Alors Ouest parle en premier
    Et les enchères possibles commencent par 80, 90, 100
    Quand Ouest annonce 250 à pique
    Alors Sud peut annoncer 260 à cœur
    Et Sud peut annoncer capot à cœur
    Quand Sud annonce capot à cœur
    # « A capot bid ends the bidding and cannot be doubled » : personne ne parle après le
    # capot de Sud, pas même pour passer ; Ouest (à droite du donneur) entame.
    Alors le contrat est capot à cœur pour NS
    Et personne ne parle plus
    Et Est se tait
    Et Ouest ne peut pas contrer hors de son tour
    Et Ouest entame

  @variante-pagat-coinche
  Scénario: Pagat — la coinche se dit hors de son tour, contre la dernière enchère adverse, et clôt les enchères
    Soit une partie de la variante "pagat-coinche" dont Nord est le donneur (graine 3)
    Et la règle "bidding.auction.contre_timing" vaut any_time
    Et la règle "bidding.auction.contre_ends_auction" vaut true
    Et la règle "bidding.auction.contre_out_of_turn" vaut refused
    Et la règle "bidding.auction.after_contre" vaut contred_team
    Quand Ouest annonce 90 à pique
    Alors Est ne peut pas contrer hors de son tour
    Et Nord peut contrer hors de son tour
    Quand Nord contre hors de son tour
    # « A coinche ends the bidding » ; « either the bidder or his partner can surcoincher » :
    # plus personne n'enchérit, seuls Ouest et Est ont encore une parole. Sud, partenaire du
    # coincheur, n'a rien à dire : la parole passe d'Ouest à Est.
    Alors Ouest peut surcontrer
    Et Ouest ne peut pas annoncer 100 à cœur
    Quand Ouest passe
    Alors Sud se tait
    Et c'est à Est de parler
    Quand Est surcontre
    Alors le contrat est 90 à pique surcontré pour EO
    Et Ouest entame

  @variante-pagat-coinche
  Scénario: Pagat — quatre passes : on jette les cartes, le donneur suivant choisit de battre ou non
    Soit une partie de la variante "pagat-coinche" dont Nord est le donneur (graine 3)
    Et la règle "bidding.auction.all_pass" vaut redeal
    Et la règle "bidding.auction.end" vaut three_passes
    Et la règle "deal.next_dealer" vaut after_dealer
    Et la règle "deal.shuffle.between_deals" vaut dealer_choice
    Et la règle "deal.cut.by" vaut before_dealer
    Quand tout le monde passe
    Et Ouest ramasse les cartes sans les battre
    Alors on redistribue sans changer les scores
    Et le nouveau donneur est Ouest
    Et Sud parle en premier
    Et chaque joueur a 8 cartes

  @variante-pagat-coinche @option-coinche-a-son-tour
  Scénario: Pagat, coinche à son tour — la coinche n'arrête pas les enchères, le camp coinché s'échappe
    Soit une partie de la variante "pagat-coinche+coinche-a-son-tour" dont Nord est le donneur (graine 3)
    Et la règle "bidding.auction.contre_timing" vaut in_turn
    Et la règle "bidding.auction.contre_ends_auction" vaut false
    Et la règle "bidding.auction.after_contre" vaut every_seat
    Quand Ouest annonce 100 à cœur
    Alors Nord ne peut pas contrer hors de son tour
    Quand Sud contre
    # Est, partenaire du preneur, peut s'échapper dans une autre couleur ; « the bidding will
    # only end after three consecutive passes » : chacun reparle à son tour.
    Alors Est peut annoncer 110 à pique
    Quand Est annonce 110 à pique
    Et Nord passe
    Et Ouest passe
    Et Sud passe
    Alors le contrat est 110 à pique pour EO

  @variante-pagat-coinche @option-ordre-des-couleurs
  Scénario: Pagat, rang des couleurs — une enchère égale dans une couleur plus haute surenchérit
    Soit une partie de la variante "pagat-coinche+ordre-des-couleurs" dont Nord est le donneur (graine 3)
    Et la règle "bidding.auction.same_level_order" vaut [clubs, diamonds, hearts, spades, sans_atout, tout_atout]
    Quand Ouest annonce 90 à carreau
    Alors Sud peut annoncer 90 à cœur
    Et Sud peut annoncer 90 à pique
    Et Sud ne peut pas annoncer 90 à trèfle
    Et Sud ne peut pas annoncer 90 à carreau

  @variante-pagat-coinche @option-ordre-des-couleurs @option-sans-atout-tout-atout
  Scénario: Pagat, rang des couleurs avec sans atout — 90 à sans atout passe 90 à pique, 100 à trèfle passe 90 à sans atout
    Soit une partie de la variante "pagat-coinche+ordre-des-couleurs+sans-atout-tout-atout" dont Nord est le donneur (graine 3)
    Et la règle "bidding.modes.sans_atout" vaut true
    Et la règle "cards.sans_atout.points.ace" vaut 19
    Quand Ouest annonce 90 à pique
    Alors Sud peut annoncer 90 à sans atout
    Quand Sud annonce 90 à sans atout
    Alors Est peut annoncer 90 à tout atout
    Et Est peut annoncer 100 à trèfle
    Et Est ne peut pas annoncer 90 à pique

  @variante-pagat-coinche @option-generale
  Scénario: Pagat, générale — la générale se demande au-dessus du capot
    Soit une partie de la variante "pagat-coinche+generale" dont Nord est le donneur (graine 3)
    Et la règle "bidding.auction.generale" vaut true
    Et la règle "bidding.auction.capot_contre" vaut false
    Et la règle "bidding.auction.after_capot" vaut as_usual
    # « An additional (highest) bid » : la générale passe au-dessus du capot, qui ne clôt donc
    # plus les enchères (choix).
    Quand Ouest annonce capot à pique
    Alors Sud peut annoncer générale à cœur
    Et Sud ne peut pas contrer

  @variante-pagat-coinche @option-capot-contre
  Scénario: Pagat, capot coinché — un capot demandé peut être coinché
    Soit une partie de la variante "pagat-coinche+capot-contre" dont Nord est le donneur (graine 3)
    Et la règle "bidding.auction.capot_contre" vaut true
    Et la règle "bidding.auction.after_capot" vaut opponents
    # « Some allow a capot bid to be doubled and redoubled » : le capot clôt toujours les
    # enchères, mais ses deux adversaires, Sud puis Nord, peuvent coincher ; Est, partenaire
    # d'Ouest, n'a rien à dire (choix). Deux passes, et le capot se joue sans coinche.
    Quand Ouest annonce capot à pique
    Alors Sud peut contrer
    Et Sud ne peut pas annoncer capot à cœur
    Quand Sud passe
    Alors Est se tait
    Et c'est à Nord de parler
    Quand Nord passe
    Alors le contrat est capot à pique pour EO
    Et Ouest entame

  @variante-pagat-coinche @option-capot-contre
  Scénario: Pagat, capot coinché — la coinche sur le capot : seul le camp du demandeur reparle
    Soit une partie de la variante "pagat-coinche+capot-contre" dont Nord est le donneur (graine 3)
    Et la règle "bidding.auction.after_capot" vaut opponents
    Et la règle "bidding.auction.after_contre" vaut contred_team
    # Sud coinche le capot d'Ouest ; « either the bidder or his partner can surcoincher » :
    # Est puis Ouest ont la parole, Nord et Sud se taisent.
    Quand Ouest annonce capot à pique
    Et Sud contre
    Alors Nord se tait
    Et c'est à Est de parler
    Quand Est passe
    Alors Nord se tait
    Et Ouest peut surcontrer
    Quand Ouest passe
    Alors le contrat est capot à pique contré pour EO

  @variante-pagat-coinche @option-donne-6-2
  Scénario: Pagat, donne 6 + 2 — six cartes pour enchérir, deux de plus ensuite
    Soit une partie de la variante "pagat-coinche+donne-6-2" dont Nord est le donneur (graine 3)
    Et la règle "deal.patterns" vaut ["3-3"]
    Et la règle "deal.completion.taker" vaut 2
    Et la règle "deal.completion.others" vaut 2
    Alors chaque joueur a 6 cartes
    Quand Ouest annonce 80 à pique
    Et Sud passe
    Et Est passe
    Et Nord passe
    Alors chaque joueur a 8 cartes

  @variante-pagat-coinche @option-donne-4-4
  Scénario: Pagat, donne 4 + 4 — huit cartes avant les enchères
    Soit une partie de la variante "pagat-coinche+donne-4-4" dont Nord est le donneur (graine 3)
    Et la règle "deal.patterns" vaut ["4-4"]
    Alors chaque joueur a 8 cartes

  # ------------------------------------------------------------------ jeu de la carte

  @variante-pagat-coinche
  Scénario: Pagat — on pisse : sans atout plus fort, il faut quand même couper
    Soit une donne de la variante "pagat-coinche" à l'atout cœur
    Et la règle "play.undertrump" vaut required
    Et Nord a joué l'as de carreau
    Et Ouest a joué le 9 de cœur
    Quand Sud doit jouer avec 8♥ 7♣ 10♣
    Alors les cartes jouables sont 8♥

  @variante-pagat-coinche @option-on-ne-pisse-pas
  Scénario: Pagat, on ne pisse pas — sans atout plus fort, on joue ce qu'on veut
    Soit une donne de la variante "pagat-coinche+on-ne-pisse-pas" à l'atout cœur
    Et la règle "play.undertrump" vaut waived
    Et Nord a joué l'as de carreau
    Et Ouest a joué le 9 de cœur
    Quand Sud doit jouer avec 8♥ 7♣ 10♣
    Alors toutes ses cartes sont jouables

  @variante-pagat-coinche
  Scénario: Pagat — partenaire maître, on peut se défausser ou couper, même plus bas que lui
    Soit une donne de la variante "pagat-coinche" à l'atout cœur
    Et la règle "play.partner_master_undertrump" vaut allowed
    Et Est a joué l'as de carreau
    Et Nord a joué le 9 de cœur
    Et Ouest a joué le 7 de carreau
    Quand Sud doit jouer avec V♥ 8♥ R♣
    Alors toutes ses cartes sont jouables

  @variante-pagat-coinche
  Scénario: Pagat — atout demandé : il faut monter, même sur son partenaire
    # Jeu de la carte : « if a trump is led each player must if possible beat the highest trump
    # in the trick, even if that card was played by their partner ».
    Soit une donne de la variante "pagat-coinche" à l'atout cœur
    Et la règle "play.trump_lead" vaut must_overtrump
    Et Nord a joué le 9 de cœur
    Et Ouest a joué le 7 de cœur
    Quand Sud doit jouer avec V♥ 8♥ A♠
    Alors les cartes jouables sont V♥

  @variante-pagat-coinche @option-atout-libre-sur-partenaire
  Scénario: Pagat, atout libre — le partenaire tient le pli : n'importe quel atout
    # Variantes : « some also relax the rules when a trump is led, and allow a player whose
    # partner is winning the trick to follow suit with any trump ». Le 9 de Nord tient le pli :
    # Sud fournit le valet ou le 8 ; il doit toujours fournir atout, pas l'as de pique.
    Soit une donne de la variante "pagat-coinche+atout-libre-sur-partenaire" à l'atout cœur
    Et la règle "play.trump_lead" vaut overtrump_unless_partner_master
    Et Nord a joué le 9 de cœur
    Et Ouest a joué le 7 de cœur
    Quand Sud doit jouer avec V♥ 8♥ A♠
    Alors les cartes jouables sont V♥ 8♥

  @variante-pagat-coinche @option-atout-libre-sur-partenaire
  Scénario: Pagat, atout libre — un adversaire tient le pli : il faut monter
    # La variante ne libère que le joueur dont le partenaire est maître : ici le 9 d'Ouest tient
    # le pli sur le 8 de Nord, Sud doit le battre avec son valet.
    Soit une donne de la variante "pagat-coinche+atout-libre-sur-partenaire" à l'atout cœur
    Et la règle "play.trump_lead" vaut overtrump_unless_partner_master
    Et Nord a joué le 8 de cœur
    Et Ouest a joué le 9 de cœur
    Quand Sud doit jouer avec V♥ 7♥ A♠
    Alors les cartes jouables sont V♥

  # ------------------------------------------------------------------ fin de partie

  @variante-pagat-coinche
  Scénario: Pagat — atteindre 2000 suffit
    Soit la variante "pagat-coinche"
    Et la règle "game_end.target" vaut 2000
    Et la règle "game_end.reach" vaut reach
    Et une partie en cours à 1780 pour NS et 1500 pour EO
    Et un contrat pris par NS à l'atout pique pour 90
    Et les plis valent 125 pour NS et 37 pour EO
    # NS 125 + 90 = 215 → 220 : 2000 pile, « 2000 points or more » : NS gagne.
    Quand la donne compte pour la partie
    Alors le total est de 2000 pour NS et 1540 pour EO
    Et l'équipe NS gagne la partie

  @variante-pagat-coinche
  Scénario: Pagat — égalité au-delà de 2000 : les gagnants de la dernière donne l'emportent
    Soit la variante "pagat-coinche"
    Et la règle "game_end.tie" vaut last_deal_winner
    Et la règle "game_end.both_over" vaut higher_wins
    Et la règle "game_end.capot_loser_cannot_win" vaut false
    Et une partie en cours à 1790 pour NS et 1950 pour EO
    Et un contrat pris par NS à l'atout pique pour 90
    Et les plis valent 125 pour NS et 37 pour EO
    Et l'équipe EO a 20 points d'annonces
    # NS 125 + 90 = 215 → 220 : 2010 ; EO 37 + 20 = 57 → 60 : 2010. Égalité : « the winners of
    # the latest deal win the game » : NS, qui a réussi son contrat et marqué plus.
    Quand la donne compte pour la partie
    Alors le total est de 2010 pour NS et 2010 pour EO
    Et l'équipe NS gagne la partie

  @variante-pagat-coinche @option-generale
  Scénario: Pagat, générale — le demandeur de la générale entame le premier pli
    # Variantes : « the bidder of a générale may have the right to lead to the first trick ».
    Soit une partie de la variante "pagat-coinche+generale" dont Nord est le donneur
    Et la règle "play.generale_lead" vaut bidder
    Quand Ouest passe
    Et Sud annonce générale à cœur
    Et Est passe
    Et Nord passe
    Et Ouest passe
    Alors le contrat est générale à cœur pour NS
    # Ordinairement, c'est Ouest, le joueur après le donneur, qui entamerait.
    Et Sud entame

  @variante-pagat-coinche @option-sans-annonces
  Scénario: Pagat sans annonces — ni suite ni carré, mais la belote compte
    # « Since the late 20th century, versions without announcements have become more
    # popular » : les combinaisons ne comptent pas ; la belote, si.
    Soit une donne de la variante "pagat-coinche+sans-annonces" à l'atout cœur
    Et la règle "annonces.enabled" vaut false
    Et Nord tient V♠ V♥ V♦ V♣ 9♥ 10♥ D♥ R♥
    Quand on résout les annonces
    Alors Nord n'annonce rien
    Et aucune équipe ne marque d'annonce
    Et Nord a une belote

  @variante-pagat-coinche @option-sans-annonces
  Scénario: Pagat sans annonces — la partie se joue en 1000 points (ou 1500)
    # Sans annonces, on joue « to a target of 1000 or 1500 rather than 2000 » : 1000 par défaut.
    Soit la variante "pagat-coinche+sans-annonces"
    Et la règle "game_end.target" vaut 1000
    Et la règle "game_end.target_choices" vaut [1000, 1500]
    Et une partie en cours à 900 pour NS et 700 pour EO
    Et un contrat pris par NS à l'atout pique pour 80
    Et les plis valent 92 pour NS et 70 pour EO
    # NS 92 + 80 = 172 → 170 : 1070 ; EO 70 : 770. NS passe 1000 et gagne.
    Quand la donne compte pour la partie
    Alors le total est de 1070 pour NS et 770 pour EO
    Et l'équipe NS gagne la partie

  @variante-pagat-coinche @option-premiere-annonce
  Plan du Scénario: Pagat, la première annonce l'emporte entre deux suites égales
    # Annonces : « some play that the first to be announced is best ». On déclare dans l'ordre
    # du premier pli : la tierce au roi de carreau d'Ouest vaut celle de Nord au roi de pique,
    # hors atout toutes deux (l'atout est trèfle) ; celle annoncée la première l'emporte.
    Soit une donne de la variante "pagat-coinche+premiere-annonce" à l'atout trèfle
    Et la règle "annonces.still_tied" vaut first_declared
    Et les mains suivantes :
      | joueur | cartes                      |
      | Ouest  | V♦ D♦ R♦ 7♠ 8♥ 7♣ 8♣ 9♥     |
      | Nord   | V♠ D♠ R♠ 7♥ 10♥ 9♣ 10♣ 8♦   |
    Et <premier> entame le premier pli
    Quand on résout les annonces
    Alors l'équipe <équipe> marque 20 points d'annonces

    Exemples:
      | premier | équipe |
      | Ouest   | EO     |
      | Nord    | NS     |

  # ------------------------------------------------------------------ belote et rebelote

  @variante-pagat-coinche @option-belote-perdue
  Scénario: Pagat, belote perdue — Ouest va chuter et tait « rebelote » : la défense ne prend pas sa belote
    # Belote : « belote » avec la première carte, « rebelote » avec la seconde ; sans
    # « rebelote », la belote ne se marque pas. Avec l'option belote-perdue (« Many also award
    # the points for belote to the opponents in this case »), la belote d'un preneur chuté va
    # à la défense : le preneur qui se voit chuter a intérêt à se taire. La donne d'Ouest à
    # 100 carreau coinchée (plus haut) : Ouest dit « belote » avec la dame au pli 4, puis pose
    # le roi au pli 5 sans rien dire.
    Soit une donne de la variante "pagat-coinche+belote-perdue" prise par Ouest à l'atout carreau pour 100 contrée
    Et la règle "belote.call" vaut optional
    Et la règle "belote.rebelote" vaut required
    Et la règle "scoring.outcomes.dedans.taker.belote" vaut none
    Et la règle "scoring.outcomes.dedans.defence.belote" vaut all
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | 7♠ V♠ D♠ 8♥ 9♥ A♥ 10♦ V♣ |
      | Ouest  | V♥ 8♦ 9♦ D♦ R♦ 8♣ 10♣ D♣ |
      | Sud    | 8♠ A♠ 10♥ D♥ R♥ V♦ A♦ A♣ |
      | Est    | 9♠ 10♠ R♠ 7♥ 7♦ 7♣ 9♣ R♣ |
    # Les plis, comptés plus haut : NS 87, EO 75.
    Et Nord a donné
    Et Ouest ne dit pas « rebelote »
    Quand on joue les plis :
      | entame | cartes         |
      | Ouest  | V♥ D♥ 7♥ 9♥    |
      | Sud    | A♠ 9♠ 7♠ 8♦    |
      | Ouest  | 10♣ A♣ 9♣ V♣   |
      | Sud    | V♦ 7♦ 10♦ D♦   |
      | Sud    | R♥ 7♣ 8♥ R♦    |
      | Ouest  | 8♣ A♦ R♣ A♥    |
      | Sud    | 8♠ R♠ V♠ 9♦    |
      | Ouest  | D♣ 10♥ 10♠ D♠  |
    Alors les plis valent 87 pour NS et 75 pour EO
    # EO : 75, sans belote, n'atteint pas 100 : chute (avec sa belote, 95, il chutait aussi).
    # NS : 160 + 100 × 2 = 360, sans les 20 de la belote qu'Ouest a tue ; EO : 0. Avec
    # « rebelote », la défense aurait marqué 380.
    Et la marque est 360 pour NS et 0 pour EO
    Et le moteur joue la donne enregistrée et marque 360 pour NS et 0 pour EO
    Et la donne est "dedans"
