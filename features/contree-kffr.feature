# language: fr
@regles-KFFR
Fonctionnalité: La contrée de l'application Contree-KFFR (préréglage « contree-kffr »)
  Des donnes entières de la contrée telle que le code de l'application Contree-KFFR la joue
  avec son préréglage de production, carte par carte, puis les enchères, le contre et la fin
  de partie. Le code fait foi : on cite ses fichiers et ses lignes (commit 4c8ec44 ;
  rules.ts et belote.ts au commit 6e6e78a). Les nombres attendus sont calculés à la main à
  partir de scoreFfb (engine/scoring.ts L111-181) ; le calcul est écrit en commentaire.

  Rappel des valeurs (rules.ts L8-49) : à l'atout V 20, 9 14, A 11, 10 10, R 4, D 3 ; hors
  atout A 11, 10 10, R 4, D 3, V 2 ; dernier pli 10, ou 100 quand une équipe fait les huit
  plis (252 points).

  Marque (scoreFfb) : le contrat est fait si points + belote du preneur atteignent l'enchère et
  dépassent points + belote de la défense. Non contré : le preneur marque points + belote +
  contrat, la défense points + belote. Contré (× 2) ou surcontré (× 4) et fait : le preneur
  marque (160 + contrat + belote) × m, la défense sa belote seule. Chute : la défense marque
  (160 + contrat + sa belote) × m, le preneur garde sa belote. Un capot fait ou subi remplace
  160 par 250 ; le capot demandé vaut 250 de contrat. Chaque équipe arrondit sa marque à la
  dizaine la plus proche, 5 vers le haut (roundFfbScore), après le multiplicateur.

  # ------------------------------------------------------------------ donnes complètes

  @variante-contree-kffr
  Scénario: KFFR — Ouest demande 100 à cœur et le fait ; les 75 points de NS s'arrondissent à 80
    Soit une donne de la variante "contree-kffr" prise par Ouest à l'atout cœur pour 100
    Et la règle "deal.patterns" vaut ["8"]
    Et la règle "deal.cut.by" vaut none
    Et la règle "deal.shuffle.between_deals" vaut always
    Et la règle "bidding.auction.floor" vaut 80
    Et la règle "scoring.contract.reach_bid" vaut true
    Et la règle "scoring.contract.beat_defence" vaut true
    Et la règle "scoring.contract.counts.defence.belote" vaut true
    Et la règle "scoring.outcomes.made.taker.base" vaut points
    Et la règle "scoring.outcomes.made.taker.contract" vaut true
    Et la règle "scoring.outcomes.made.defence.belote" vaut own
    Et la règle "scoring.rounding.method" vaut each_team
    Et la règle "scoring.rounding.half" vaut up
    Et la règle "belote.call" vaut automatic
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | R♥ D♥ 8♥ 10♠ 9♠ R♦ R♣ 7♣ |
      | Ouest  | A♥ V♥ D♠ A♦ 10♦ 7♦ A♣ 10♣ |
      | Sud    | 10♥ A♠ V♦ D♦ 9♦ 8♦ V♣ 9♣ |
      | Est    | 9♥ 7♥ V♠ R♠ 8♠ 7♠ D♣ 8♣ |
    # Nord est la partance (Est a « donné ») : il parle et entame. Nord passe, Ouest demande
    # 100 à cœur, les trois autres passent.
    # Pli 1 Nord  : 10♠ 10 + D♠ 3 + A♠ 11 + 7♠ 0 = 24, à Sud.
    # Pli 2 Sud   : 10♥ 10 + 9♥ 14 + 8♥ 0 + V♥ 20 = 44, à Ouest (chacun monte s'il le peut).
    # Pli 3 Ouest : A♥ 11 + 8♦ 0 + 7♥ 0 + D♥ 3 = 14, à Ouest (Nord joue la dame : belote).
    # Pli 4 Ouest : A♦ 11 + 9♦ 0 + R♠ 4 + R♦ 4 = 19, à Ouest.
    # Pli 5 Ouest : A♣ 11 + 9♣ 0 + D♣ 3 + 7♣ 0 = 14, à Ouest.
    # Pli 6 Ouest : 10♦ 10 + V♦ 2 + V♠ 2 + R♥ 4 = 18, à Nord (Nord coupe du roi : rebelote).
    # Pli 7 Nord  : R♣ 4 + 10♣ 10 + V♣ 2 + 8♣ 0 = 16, à Ouest.
    # Pli 8 Ouest : 7♦ 0 + D♦ 3 + 8♠ 0 + 9♠ 0 = 3, à Sud, + 10 de der.
    # NS : 24 + 18 + 3 + 10 = 55 ; EO : 44 + 14 + 19 + 14 + 16 = 107 ; 55 + 107 = 162.
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | 10♠ D♠ A♠ 7♠   |
      | Sud    | 10♥ 9♥ 8♥ V♥   |
      | Ouest  | A♥ 8♦ 7♥ D♥    |
      | Ouest  | A♦ 9♦ R♠ R♦    |
      | Ouest  | A♣ 9♣ D♣ 7♣    |
      | Ouest  | 10♦ V♦ V♠ R♥   |
      | Nord   | R♣ 10♣ V♣ 8♣   |
      | Ouest  | 7♦ D♦ 8♠ 9♠    |
    Alors les plis reviennent à Sud Ouest Ouest Ouest Ouest Nord Ouest Sud
    Et les plis valent 55 pour NS et 107 pour EO
    Et aucune équipe ne marque d'annonce
    Et Nord a une belote
    # Contrat (scoring.ts L272-288) : EO 107 ≥ 100 et 107 > 55 + 20 = 75 : fait.
    # Marque (L139-145) : EO 107 + 100 = 207 ; NS 55 + 20 = 75. Arrondi (L27-29) :
    # floor((207 + 5) / 10) × 10 = 210 ; floor((75 + 5) / 10) × 10 = 80.
    Et la marque est 80 pour NS et 210 pour EO
    Et le moteur joue la donne enregistrée et marque 80 pour NS et 210 pour EO
    Et la donne est "faite"

  @variante-contree-kffr
  Scénario: KFFR — Sud demande 80 à pique et fait 81, autant que la défense : il chute
    Soit une donne de la variante "contree-kffr" prise par Sud à l'atout pique pour 80
    Et la règle "scoring.litige.enabled" vaut false
    Et la règle "scoring.contract.minimum" vaut 0
    Et la règle "scoring.outcomes.dedans.defence.base" vaut 160
    Et la règle "scoring.outcomes.dedans.defence.contract" vaut true
    Et la règle "scoring.outcomes.dedans.taker.base" vaut 0
    Et la règle "play.trump_lead" vaut must_overtrump
    Et la règle "play.first_lead" vaut after_dealer
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | V♠ 8♠ D♥ R♦ 10♦ 7♦ 9♣ 7♣ |
      | Ouest  | A♠ 10♠ A♥ 7♥ V♦ 9♦ V♣ D♣ |
      | Sud    | R♠ 9♠ 10♥ 9♥ D♦ 8♦ A♣ 8♣ |
      | Est    | D♠ 7♠ R♥ V♥ 8♥ A♦ R♣ 10♣ |
    # Ouest est la partance (Nord a donné) : il parle et entame. Ouest passe, Sud demande 80 à
    # pique, tous passent.
    # Pli 1 Ouest : A♠ 11 + 9♠ 14 + 7♠ 0 + V♠ 20 = 45, à Nord (Sud monte du 9 sur l'as, puis
    #   Nord doit monter du valet, même sur son partenaire : rules.ts L115-127).
    # Pli 2 Nord  : 10♦ 10 + 9♦ 0 + D♦ 3 + A♦ 11 = 24, à Est.
    # Pli 3 Est   : 10♣ 10 + 7♣ 0 + D♣ 3 + A♣ 11 = 24, à Sud.
    # Pli 4 Sud   : 10♥ 10 + 8♥ 0 + D♥ 3 + A♥ 11 = 24, à Ouest.
    # Pli 5 Ouest : 10♠ 10 + R♠ 4 + D♠ 3 + 8♠ 0 = 17, à Ouest.
    # Pli 6 Ouest : V♦ 2 + 8♦ 0 + R♥ 4 + R♦ 4 = 10, à Nord.
    # Pli 7 Nord  : 7♦ 0 + 7♥ 0 + 9♥ 0 + V♥ 2 = 2, à Nord (seul carreau, plus d'atout).
    # Pli 8 Nord  : 9♣ 0 + V♣ 2 + 8♣ 0 + R♣ 4 = 6, à Est, + 10 de der.
    # NS : 45 + 24 + 10 + 2 = 81 ; EO : 24 + 24 + 17 + 6 + 10 = 81 ; 81 + 81 = 162.
    Et Nord a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Ouest  | A♠ 9♠ 7♠ V♠    |
      | Nord   | 10♦ 9♦ D♦ A♦   |
      | Est    | 10♣ 7♣ D♣ A♣   |
      | Sud    | 10♥ 8♥ D♥ A♥   |
      | Ouest  | 10♠ R♠ D♠ 8♠   |
      | Ouest  | V♦ 8♦ R♥ R♦    |
      | Nord   | 7♦ 7♥ 9♥ V♥    |
      | Nord   | 9♣ V♣ 8♣ R♣    |
    Alors les plis reviennent à Nord Est Sud Ouest Ouest Nord Nord Est
    Et les plis valent 81 pour NS et 81 pour EO
    Et personne n'a la belote
    # Contrat : 81 ≥ 80 mais 81 > 81 est faux (mustBeatDefense, scoring.ts L283-288) : chute ;
    # pas de litige (« 81–81 … font chuter un contrat à 80 », RULES.md).
    # Marque (L146-154) : EO 160 + 80 = 240 ; NS 0.
    Et la marque est 0 pour NS et 240 pour EO
    Et le moteur joue la donne enregistrée et marque 0 pour NS et 240 pour EO
    Et la donne est "dedans"

  @variante-contree-kffr
  Scénario: KFFR — Sud demande 90 à carreau, Est contre ; la belote fait le contrat : (160 + 90 + 20) × 2
    Soit une donne de la variante "contree-kffr" prise par Sud à l'atout carreau pour 90 contrée
    Et la règle "bidding.auction.contre" vaut true
    Et la règle "bidding.auction.contre_ends_auction" vaut true
    Et la règle "scoring.contre.contre" vaut 2
    Et la règle "scoring.outcomes.made_contre" vaut {taker: {base: 160, multiply: [base, contract, annonces, belote]}, defence: {base: 0}}
    Et la règle "scoring.contract.counts.taker.belote" vaut true
    Et la règle "play.must_trump" vaut unless_partner_master
    Et la règle "play.overtrump" vaut required
    Et la règle "play.partner_master" vaut free
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | A♦ D♠ A♥ 10♥ R♥ D♥ V♣ 7♣ |
      | Ouest  | 10♦ 9♦ 8♦ 7♦ 8♥ A♣ D♣ 8♣ |
      | Sud    | V♦ R♦ D♦ V♠ R♠ V♥ 9♥ 10♣ |
      | Est    | A♠ 10♠ 9♠ 8♠ 7♠ 7♥ R♣ 9♣ |
    # Est est la partance (Sud a donné). Est, Nord, Ouest passent ; Sud demande 90 à carreau ;
    # Est contre ; Nord, Ouest et Sud passent (game.ts L312-319 : trois passes après le contre).
    # Pli 1 Est   : A♠ 11 + D♠ 3 + A♣ 11 + V♠ 2 = 27, à Est (Ouest, partenaire maître, se défausse).
    # Pli 2 Est   : 10♠ 10 + A♦ 11 + 9♦ 14 + R♠ 4 = 39, à Ouest (Nord coupe, Ouest surcoupe).
    # Pli 3 Ouest : 10♦ 10 + V♦ 20 + 7♠ 0 + A♥ 11 = 41, à Sud.
    # Pli 4 Sud   : 10♣ 10 + 9♣ 0 + V♣ 2 + 8♣ 0 = 12, à Sud.
    # Pli 5 Sud   : R♦ 4 + 8♠ 0 + 10♥ 10 + 7♦ 0 = 14, à Sud (belote).
    # Pli 6 Sud   : D♦ 3 + 9♠ 0 + R♥ 4 + 8♦ 0 = 7, à Sud (rebelote).
    # Pli 7 Sud   : V♥ 2 + 7♥ 0 + D♥ 3 + 8♥ 0 = 5, à Nord.
    # Pli 8 Nord  : 7♣ 0 + D♣ 3 + 9♥ 0 + R♣ 4 = 7, à Est, + 10 de der.
    # NS : 41 + 12 + 14 + 7 + 5 = 79 ; EO : 27 + 39 + 7 + 10 = 83 ; 79 + 83 = 162.
    Et Sud a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Est    | A♠ D♠ A♣ V♠    |
      | Est    | 10♠ A♦ 9♦ R♠   |
      | Ouest  | 10♦ V♦ 7♠ A♥   |
      | Sud    | 10♣ 9♣ V♣ 8♣   |
      | Sud    | R♦ 8♠ 10♥ 7♦   |
      | Sud    | D♦ 9♠ R♥ 8♦    |
      | Sud    | V♥ 7♥ D♥ 8♥    |
      | Nord   | 7♣ D♣ 9♥ R♣    |
    Alors les plis reviennent à Est Ouest Sud Sud Sud Sud Nord Est
    Et les plis valent 79 pour NS et 83 pour EO
    Et Sud a une belote
    # Contrat : 79 + 20 = 99 ≥ 90 et 99 > 83 : fait (sans la belote, 79 < 90 chutait).
    # Contré et fait (scoring.ts L158-169) : NS (160 + 90 + 20) × 2 = 540 ; les 79 points des
    # plis ne comptent plus. EO n'a pas de belote : 0.
    Et la marque est 540 pour NS et 0 pour EO
    Et le moteur joue la donne enregistrée et marque 540 pour NS et 0 pour EO
    Et la donne est "faite"

  @variante-contree-kffr
  Scénario: KFFR — Est demande 110 à trèfle, Nord contre, Ouest surcontre ; Est chute à 107 : NS marque 1080, Est garde sa belote
    Soit une donne de la variante "contree-kffr" prise par Est à l'atout trèfle pour 110 surcontrée
    Et la règle "bidding.auction.surcontre" vaut true
    Et la règle "scoring.contre.surcontre" vaut 4
    Et la règle "scoring.outcomes.dedans.defence.multiply" vaut [base, contract, annonces, belote]
    Et la règle "scoring.outcomes.dedans_contre" vaut {}
    Et la règle "scoring.outcomes.dedans.taker.belote" vaut own
    Et la règle "play.undertrump" vaut waived
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | A♣ 8♣ A♠ 7♠ 10♥ R♥ D♥ 9♥ |
      | Ouest  | V♣ 10♣ 7♣ V♠ D♠ 8♠ 8♥ R♦ |
      | Sud    | R♠ 10♠ A♥ 7♥ 10♦ D♦ 9♦ 8♦ |
      | Est    | R♣ D♣ 9♣ 9♠ V♥ A♦ V♦ 7♦ |
    # Sud est la partance (Ouest a donné). Sud passe, Est demande 110 à trèfle, Nord contre,
    # Ouest surcontre : les enchères s'arrêtent (game.ts L467-473).
    # Pli 1 Sud   : A♥ 11 + V♥ 2 + 10♥ 10 + 8♥ 0 = 23, à Sud.
    # Pli 2 Sud   : 10♠ 10 + 9♠ 0 + A♠ 11 + 8♠ 0 = 21, à Nord.
    # Pli 3 Nord  : A♣ 11 + V♣ 20 + 7♥ 0 + 9♣ 14 = 45, à Ouest.
    # Pli 4 Ouest : 10♣ 10 + 8♦ 0 + R♣ 4 + 8♣ 0 = 14, à Ouest (Est : belote).
    # Pli 5 Ouest : R♦ 4 + 10♦ 10 + A♦ 11 + 7♠ 0 = 25, à Est.
    # Pli 6 Est   : D♣ 3 + 9♥ 0 + 7♣ 0 + 9♦ 0 = 3, à Est (rebelote).
    # Pli 7 Est   : V♦ 2 + D♥ 3 + D♠ 3 + D♦ 3 = 11, à Sud.
    # Pli 8 Sud   : R♠ 4 + 7♦ 0 + R♥ 4 + V♠ 2 = 10, à Sud, + 10 de der.
    # NS : 23 + 21 + 11 + 10 + 10 = 75 ; EO : 45 + 14 + 25 + 3 = 87 ; 75 + 87 = 162.
    Et Ouest a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Sud    | A♥ V♥ 10♥ 8♥   |
      | Sud    | 10♠ 9♠ A♠ 8♠   |
      | Nord   | A♣ V♣ 7♥ 9♣    |
      | Ouest  | 10♣ 8♦ R♣ 8♣   |
      | Ouest  | R♦ 10♦ A♦ 7♠   |
      | Est    | D♣ 9♥ 7♣ 9♦    |
      | Est    | V♦ D♥ D♠ D♦    |
      | Sud    | R♠ 7♦ R♥ V♠    |
    Alors les plis reviennent à Sud Nord Ouest Ouest Est Est Sud Sud
    Et les plis valent 75 pour NS et 87 pour EO
    Et Est a une belote
    # Contrat : 87 + 20 = 107 < 110 : chute (bien que 107 > 75).
    # Chute surcontrée (scoring.ts L170-180) : NS (160 + 110 + 0) × 4 = 1080 ; Est garde sa
    # belote, non multipliée : 20.
    Et la marque est 1080 pour NS et 20 pour EO
    Et le moteur joue la donne enregistrée et marque 1080 pour NS et 20 pour EO
    Et la donne est "dedans"

  @variante-contree-kffr
  Scénario: KFFR — Nord demande le capot à pique et le fait avec la belote : 520
    Soit une donne de la variante "contree-kffr" prise par Nord à l'atout pique pour capot
    Et la règle "bidding.auction.capot" vaut true
    Et la règle "scoring.capot.announced.enabled" vaut true
    Et la règle "scoring.capot.announced.contract" vaut 250
    Et la règle "scoring.capot.kind" vaut der_bonus
    Et la règle "scoring.capot.dix_de_der" vaut 100
    Et la règle "scoring.outcomes.capot_bid_made" vaut {taker: {base: 250, contract: true}}
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | V♠ 10♠ R♠ D♠ 10♥ R♦ V♦ 9♦ |
      | Ouest  | 9♠ 8♠ 7♠ V♥ R♣ 9♣ D♦ 8♦ |
      | Sud    | A♠ A♥ R♥ A♦ 10♦ A♣ 10♣ D♣ |
      | Est    | D♥ 9♥ 8♥ 7♥ V♣ 8♣ 7♣ 7♦ |
    # Ouest est la partance (Nord a donné). Ouest, Sud et Est passent ; Nord demande le capot
    # à pique ; tous passent.
    # Pli 1 Ouest : 9♠ 14 + A♠ 11 + D♥ 3 + V♠ 20 = 48, à Nord.
    # Pli 2 Nord  : 10♠ 10 + 7♠ 0 + A♥ 11 + 7♥ 0 = 21, à Nord.
    # Pli 3 Nord  : 10♥ 10 + V♥ 2 + R♥ 4 + 8♥ 0 = 16, à Nord.
    # Pli 4 Nord  : R♠ 4 + 8♠ 0 + A♦ 11 + 9♥ 0 = 15, à Nord (belote).
    # Pli 5 Nord  : R♦ 4 + 8♦ 0 + 10♦ 10 + 7♦ 0 = 14, à Sud.
    # Pli 6 Sud   : A♣ 11 + 7♣ 0 + V♦ 2 + 9♣ 0 = 13, à Sud.
    # Pli 7 Sud   : 10♣ 10 + 8♣ 0 + 9♦ 0 + R♣ 4 = 14, à Sud.
    # Pli 8 Sud   : D♣ 3 + V♣ 2 + D♠ 3 + D♦ 3 = 11, à Nord (rebelote : Nord coupe la dame de
    #   son partenaire, c'est permis), + 100 au lieu du dix de der (game.ts L597-600).
    # NS : 152 de cartes + 100 = 252, les huit plis ; EO : 0.
    Et Nord a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Ouest  | 9♠ A♠ D♥ V♠    |
      | Nord   | 10♠ 7♠ A♥ 7♥   |
      | Nord   | 10♥ V♥ R♥ 8♥   |
      | Nord   | R♠ 8♠ A♦ 9♥    |
      | Nord   | R♦ 8♦ 10♦ 7♦   |
      | Sud    | A♣ 7♣ V♦ 9♣    |
      | Sud    | 10♣ 8♣ 9♦ R♣   |
      | Sud    | D♣ V♣ D♠ D♦    |
    Alors les plis reviennent à Nord Nord Nord Nord Sud Sud Sud Nord
    Et les plis valent 162 pour NS et 0 pour EO
    Et Nord a une belote
    # Capot demandé fait (scoring.ts L139-145 ; la valeur 250 du contrat, game.ts L255-262) :
    # NS 252 + 20 + 250 = 522, arrondi à 520 ; EO 0.
    Et la marque est 520 pour NS et 0 pour EO
    Et le moteur joue la donne enregistrée et marque 520 pour NS et 0 pour EO
    Et la donne est "capot"

  @variante-contree-kffr
  Scénario: KFFR — Est demande le capot à cœur, Nord prend un pli : NS marque 500, quels que soient les points
    Soit une donne de la variante "contree-kffr" prise par Est à l'atout cœur pour capot
    Et la règle "scoring.outcomes.capot_bid_failed" vaut {defence: {base: 250, contract: true}}
    Et la règle "scoring.outcomes.capot_against" vaut {defence: {base: 250}}
    Et la règle "bidding.auction.capot_contre" vaut true
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | A♠ D♠ A♣ R♣ V♣ 8♣ D♦ 7♦ |
      | Ouest  | V♥ R♥ 10♥ R♠ V♠ A♦ R♦ 9♦ |
      | Sud    | 10♠ 8♠ 10♣ D♣ 9♣ 7♣ 10♦ V♦ |
      | Est    | A♥ D♥ 9♥ 8♥ 7♥ 9♠ 7♠ 8♦ |
    # Est est la partance (Sud a donné) : il demande tout de suite le capot à cœur ; tous passent.
    # Pli 1 Est   : 9♥ 14 + 7♦ 0 + V♥ 20 + 8♠ 0 = 34, à Ouest (Ouest monte sur son partenaire).
    # Pli 2 Ouest : A♦ 11 + V♦ 2 + 8♦ 0 + D♦ 3 = 16, à Ouest.
    # Pli 3 Ouest : 10♥ 10 + 7♣ 0 + A♥ 11 + 8♣ 0 = 21, à Est (Est monte de l'as).
    # Pli 4 Est   : D♥ 3 + V♣ 2 + R♥ 4 + 9♣ 0 = 9, à Ouest.
    # Pli 5 Ouest : R♠ 4 + 10♠ 10 + 7♠ 0 + A♠ 11 = 25, à Nord : le capot tombe.
    # Pli 6 Nord  : A♣ 11 + 9♦ 0 + 10♣ 10 + 7♥ 0 = 21, à Est (Est coupe).
    # Pli 7 Est   : 8♥ 0 + D♠ 3 + R♦ 4 + D♣ 3 = 10, à Est.
    # Pli 8 Est   : 9♠ 0 + R♣ 4 + V♠ 2 + 10♦ 10 = 16, à Ouest, + 10 de der.
    # NS : 25 ; EO : 34 + 16 + 21 + 9 + 21 + 10 + 16 + 10 = 137 ; 25 + 137 = 162.
    Et Sud a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Est    | 9♥ 7♦ V♥ 8♠    |
      | Ouest  | A♦ V♦ 8♦ D♦    |
      | Ouest  | 10♥ 7♣ A♥ 8♣   |
      | Est    | D♥ V♣ R♥ 9♣    |
      | Ouest  | R♠ 10♠ 7♠ A♠   |
      | Nord   | A♣ 9♦ 10♣ 7♥   |
      | Est    | 8♥ D♠ R♦ D♣    |
      | Est    | 9♠ R♣ V♠ 10♦   |
    Alors les plis reviennent à Ouest Ouest Est Ouest Nord Est Est Ouest
    Et les plis valent 25 pour NS et 137 pour EO
    Et personne n'a la belote
    # Capot demandé chuté (scoring.ts L146-154 avec la base capotBasePoints, L10-16) : NS 250 +
    # 250 = 500, les 25 points des plis n'y font rien ; EO 0.
    Et la marque est 500 pour NS et 0 pour EO
    Et le moteur joue la donne enregistrée et marque 500 pour NS et 0 pour EO
    Et la donne est "dedans"

  @variante-contree-kffr
  Scénario: KFFR — Est chute à 110 et passe 1000 avec sa seule belote : la partie continue
    Soit une donne de la variante "contree-kffr" prise par Est à l'atout trèfle pour 110
    Et une partie en cours à 500 pour NS et 985 pour EO
    Et la règle "game_end.target" vaut 1000
    Et la règle "game_end.reach" vaut reach
    Et la règle "game_end.no_win_through" vaut {belote: [dedans, capot_against], annonces: [], line: [], until: next_deal}
    Et la règle "game_end.no_win_through.belote" vaut [dedans, capot_against]
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | A♣ 8♣ A♠ 7♠ 10♥ R♥ D♥ 9♥ |
      | Ouest  | V♣ 10♣ 7♣ V♠ D♠ 8♠ 8♥ R♦ |
      | Sud    | R♠ 10♠ A♥ 7♥ 10♦ D♦ 9♦ 8♦ |
      | Est    | R♣ D♣ 9♣ 9♠ V♥ A♦ V♦ 7♦ |
    # La donne du surcontre ci-dessus, sans contre : mêmes plis, NS 75, EO 87, belote d'Est.
    Et Ouest a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Sud    | A♥ V♥ 10♥ 8♥   |
      | Sud    | 10♠ 9♠ A♠ 8♠   |
      | Nord   | A♣ V♣ 7♥ 9♣    |
      | Ouest  | 10♣ 8♦ R♣ 8♣   |
      | Ouest  | R♦ 10♦ A♦ 7♠   |
      | Est    | D♣ 9♥ 7♣ 9♦    |
      | Est    | V♦ D♥ D♠ D♦    |
      | Sud    | R♠ 7♦ R♥ V♠    |
    Alors les plis valent 75 pour NS et 87 pour EO
    Et Est a une belote
    # 87 + 20 = 107 < 110 : chute. NS 160 + 110 = 270 ; EO garde sa belote : 20.
    Et la marque est 270 pour NS et 20 pour EO
    Et le moteur joue la donne enregistrée et marque 270 pour NS et 20 pour EO
    # La partie (game.ts L146-189) : EO 985 + 20 = 1005 ≥ 1000, mais EO a chuté et n'y arrive
    # que par sa belote : sans elle, 985 < 1000 (reachesTargetOnlyThroughBelote). La belote
    # reste au total ; NS 500 + 270 = 770. On rejoue.
    Quand la donne compte pour la partie
    Alors le total est de 770 pour NS et 1005 pour EO
    Et la partie continue

  # ------------------------------------------------------------------ enchères

  @variante-contree-kffr
  Scénario: KFFR — huit cartes d'un coup, la partance parle ; enchères de 80 à 160 à une couleur, puis le capot
    Soit une partie de la variante "contree-kffr" dont Nord est le donneur (graine 3)
    Et la règle "bidding.auction.step" vaut 10
    Et la règle "bidding.auction.ceiling" vaut 160
    Et la règle "bidding.modes.sans_atout" vaut false
    Et la règle "bidding.auction.generale" vaut false
    # BID_VALUES = [80, 90 … 160] (bidding.ts L6-19) ; allowNoTrump, allowAllTrump et
    # allowGenerale valent false (presets.ts L16-28) ; le capot passe au-dessus de tout.
    Alors chaque joueur a 8 cartes
    Et aucune carte n'est retournée
    Et Ouest parle en premier
    Et les enchères possibles commencent par 80, 90, 100
    Et Ouest ne peut pas annoncer 80 à sans atout
    Et Ouest ne peut pas annoncer 80 à tout atout
    Quand Ouest annonce 160 à pique
    Alors les enchères possibles commencent par capot
    Et Sud ne peut pas annoncer 170 à cœur

  @variante-contree-kffr
  Scénario: KFFR — le contre fige le contrat ; trois passes après lui le terminent
    Soit une partie de la variante "contree-kffr" dont Nord est le donneur (graine 3)
    Et la règle "bidding.auction.contre_ends_auction" vaut true
    Et la règle "bidding.auction.end" vaut three_passes
    Et la règle "bidding.auction.after_contre" vaut every_seat
    # « A normal bid is not allowed after a contract has been countered. » (game.ts L425-427) ;
    # les trois joueurs suivants passent ou surcontrent (L312-319) : makeBid donne la parole
    # au joueur suivant quel qu'il soit, Nord, partenaire du contreur, compris.
    Quand Ouest annonce 100 à pique
    Et Sud contre
    Alors Est ne peut pas annoncer 110 à cœur
    Et Est peut surcontrer
    Quand Est passe
    Alors Nord ne peut pas annoncer 110 à cœur
    Et Nord ne peut que passer
    Quand Nord passe
    Alors Ouest peut surcontrer
    Quand Ouest passe
    Alors le contrat est 100 à pique contré pour EO

  @variante-contree-kffr
  Scénario: KFFR — le surcontre termine les enchères à l'instant
    Soit une partie de la variante "contree-kffr" dont Nord est le donneur (graine 3)
    Et la règle "bidding.auction.surcontre" vaut true
    # bid.action === "surcoinche" termine les enchères (game.ts L467-473).
    Quand Ouest annonce 100 à pique
    Et Sud contre
    Et Est surcontre
    Alors le contrat est 100 à pique surcontré pour EO

  @variante-contree-kffr
  Scénario: KFFR — on contre à son tour, jamais le contrat de son partenaire ; un capot se contre
    Soit une partie de la variante "contree-kffr" dont Nord est le donneur (graine 3)
    Et la règle "bidding.auction.contre_timing" vaut in_turn
    Et la règle "bidding.auction.capot_contre" vaut true
    # Chaque action exige que ce soit le tour du joueur (game.ts L406-408) ; canCoinche : un
    # adversaire du preneur, quel que soit le contrat (bidding.ts L59-70).
    Quand Ouest annonce capot à pique
    Alors Nord ne peut pas contrer hors de son tour
    Et Sud peut contrer
    Quand Sud passe
    Alors Est ne peut pas contrer

  @variante-contree-kffr
  Scénario: KFFR — quatre passes : donne nulle, la partance avance d'une place
    Soit une partie de la variante "contree-kffr" dont Nord est le donneur (graine 3)
    Et la règle "bidding.auction.all_pass" vaut redeal
    Et la règle "deal.next_dealer" vaut after_dealer
    # isAllPassWithoutContract : 0 à 0 (game.ts L308-337) ; nextStartingPlayer (L674-689).
    Quand tout le monde passe
    Alors on redistribue sans changer les scores
    Et le nouveau donneur est Ouest
    Et Sud parle en premier

  # ------------------------------------------------------------------ marque et fin de partie

  @variante-contree-kffr
  Scénario: KFFR — capot non demandé : 252 + 120 s'arrondit à 370 ; contré, (250 + 120) × 2
    Soit la variante "contree-kffr"
    Et la règle "scoring.outcomes.capot" vaut {taker: {base: 250}}
    Et un contrat pris par NS à l'atout pique pour 120
    Et les plis valent 162 pour NS et 0 pour EO
    Et l'équipe NS a fait capot
    # Le code compte 152 + 100 = 252 points de plis (game.ts L597-600) : NS 252 + 120 = 372,
    # arrondi 370 (la variante compte 250 + 120 = 370 : même marque) ; EO 0.
    Quand on compte la donne
    Alors la marque est 370 pour NS et 0 pour EO
    Et la donne est "capot"

  @variante-contree-kffr
  Scénario: KFFR — capot non demandé et contré : la base 250 remplace 160
    Soit la variante "contree-kffr"
    Et la règle "scoring.outcomes.capot" vaut {taker: {base: 250}}
    Et un contrat pris par NS à l'atout pique pour 120 contré
    Et les plis valent 162 pour NS et 0 pour EO
    Et l'équipe NS a fait capot
    # regulatoryCardBase rend 250 dès qu'une équipe fait les huit plis (scoring.ts L10-16) :
    # NS (250 + 120) × 2 = 740 ; EO 0.
    Quand on compte la donne
    Alors la marque est 740 pour NS et 0 pour EO

  @variante-contree-kffr
  Scénario: KFFR — mis capot, le preneur garde sa belote ; la défense marque 250 + le contrat
    Soit la variante "contree-kffr"
    Et la règle "scoring.outcomes.capot_against" vaut {defence: {base: 250}}
    Et la règle "scoring.outcomes.dedans.taker.belote" vaut own
    Et un contrat pris par NS à l'atout cœur pour 100 contré
    Et les plis valent 0 pour NS et 162 pour EO
    Et l'équipe EO a fait capot
    Et l'équipe NS a la belote
    # EO (250 + 100) × 2 = 700 ; NS garde sa belote, non multipliée : 20.
    Quand on compte la donne
    Alors la marque est 20 pour NS et 700 pour EO
    Et la donne est "dedans"

  @variante-contree-kffr
  Scénario: KFFR — 1000 partout : égalité exacte, personne ne gagne, on rejoue
    Soit la variante "contree-kffr"
    Et la règle "game_end.both_over" vaut higher_wins
    Et une partie en cours à 790 pour NS et 950 pour EO
    Et un contrat pris par NS à l'atout cœur pour 100
    Et les plis valent 110 pour NS et 52 pour EO
    # NS 110 + 100 = 210 ; EO 52, arrondi 50. NS 1000, EO 1000 : égalité exacte, personne ne
    # gagne (winningTeam, game.ts L139-144) : on rejoue.
    Quand la donne compte pour la partie
    Alors le total est de 1000 pour NS et 1000 pour EO
    Et la partie continue

  @variante-contree-kffr
  Scénario: KFFR — les deux équipes passent 1000 : la plus haute gagne
    Soit la variante "contree-kffr"
    Et la règle "game_end.tie" vaut extra_deal
    Et une partie en cours à 800 pour NS et 950 pour EO
    Et un contrat pris par NS à l'atout cœur pour 100
    Et les plis valent 110 pour NS et 52 pour EO
    # NS 800 + 210 = 1010 ; EO 950 + 50 = 1000 : les deux au moins 1000, NS devant : NS gagne.
    Quand la donne compte pour la partie
    Alors le total est de 1010 pour NS et 1000 pour EO
    Et l'équipe NS gagne la partie

  @variante-contree-kffr
  Scénario: KFFR — la défense mise capot ne passe pas 1000 par sa seule belote
    Soit la variante "contree-kffr"
    Et la règle "game_end.no_win_through.belote" vaut [dedans, capot_against]
    Et une partie en cours à 600 pour NS et 990 pour EO
    Et un contrat pris par NS à l'atout cœur pour 100
    Et les plis valent 162 pour NS et 0 pour EO
    Et l'équipe NS a fait capot
    Et l'équipe EO a la belote
    # NS 250 + 100 = 350 (252 + 100 = 352 arrondi 350) ; EO sa belote, 20 : 1010, mais EO a
    # subi le capot et sans sa belote reste à 990 (game.ts L146-173) : on rejoue.
    Quand la donne compte pour la partie
    Alors le total est de 950 pour NS et 1010 pour EO
    Et la partie continue

  @variante-contree-kffr
  Scénario: KFFR — à la donne suivante, l'équipe restée à 1010 gagne même sans faire un pli
    Soit la variante "contree-kffr"
    Et la règle "game_end.no_win_through.until" vaut next_deal
    Et une partie en cours à 400 pour NS et 1010 pour EO
    Et un contrat pris par NS à l'atout pique pour 80
    Et les plis valent 162 pour NS et 0 pour EO
    Et l'équipe NS a fait capot
    # reachesTargetOnlyThroughBelote ne regarde que la donne jouée, et EO n'y a pas de belote ;
    # winningTeam (game.ts) ne compare que les totaux. NS : 252 + 80 = 332, arrondi 330, soit
    # 730 ; EO reste à 1010, seule au-delà de 1000 : elle gagne, sans avoir fait un pli (aucun
    # « pli supplémentaire » ici).
    Quand la donne compte pour la partie
    Alors le total est de 730 pour NS et 1010 pour EO
    Et l'équipe EO gagne la partie
