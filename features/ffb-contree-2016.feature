# language: fr
@regles-C16
Fonctionnalité: Belote contrée FFB (règlement du 27 janvier 2016) — donnes de référence
  Les règles officielles de la belote contrée de la Fédération Française de Belote, du
  27 janvier 2016 (variante « ffb-contree-2016 »), avec le tableau de marque de la page 7 et
  ses deux notes. Les articles sont cités comme la synthèse Avo-k/colver les donne (le
  tableau de la page 7 est une image, connue par sa transcription). Chaque donne a été
  comptée à la main à partir du texte ; le calcul est en commentaire au-dessus des étapes.

  Rappel des valeurs (§6) : à l'atout V 20, 9 14, A 11, 10 10, R 4, D 3, 8 et 7 à 0 ; hors
  atout A 11, 10 10, R 4, D 3, V 2, 9 8 7 à 0 ; 152 points de cartes, 162 avec le dix de der ;
  capot : le dix de der vaut 100, le jeu 252 (§9.2). On joue dans le sens inverse des
  aiguilles d'une montre : Nord, Ouest, Sud, Est ; Est donne, Nord parle et entame.
  Marque « points faits + points demandés » (tableau p. 7) :
    réussi : preneurs points + contrat + leur belote ; défense ses points + sa belote ;
    chuté : preneurs 0 ; défense 160 + contrat + la belote de l'un ou l'autre camp ;
    contré (surcontré) : le gagnant 320 (640) + contrat × 2 (× 4) + toute belote, le perdant 0 ;
    capot demandé : 500 (1000, 2000) + belote, au camp qui le réussit ou qui le fait chuter.
  Arrondi à la dizaine la plus proche, 85 → 90, 84 → 80 (§10.3), dernière donne comprise (§10.4).

  # ------------------------------------------------------------------ donnes complètes

  @variante-ffb-contree-2016
  Scénario: FFB contrée — Nord demande 110 à cœur et fait 117 : l'exemple du §10.4, arrondi, gagne la partie
    Soit une donne de la variante "ffb-contree-2016" prise par Nord à l'atout cœur pour 110
    Et une partie en cours à 1770 pour NS et 1500 pour EO
    Et la règle "scoring.contract.reach_bid" vaut true
    Et la règle "scoring.contract.minimum" vaut 0
    Et la règle "scoring.outcomes.made.taker.base" vaut points
    Et la règle "scoring.outcomes.made.taker.contract" vaut true
    Et la règle "scoring.outcomes.made.taker.annonces" vaut none
    Et la règle "scoring.outcomes.made.taker.belote" vaut own
    Et la règle "scoring.outcomes.made.taker.multiply" vaut [contract]
    Et la règle "scoring.outcomes.made.defence.base" vaut points
    Et la règle "scoring.outcomes.made.defence.contract" vaut false
    Et la règle "scoring.outcomes.made.defence.annonces" vaut none
    Et la règle "scoring.outcomes.made.defence.belote" vaut own
    Et la règle "scoring.outcomes.made.defence.multiply" vaut []
    Et la règle "scoring.rounding.method" vaut each_team
    Et la règle "scoring.rounding.half" vaut up
    Et la règle "scoring.rounding.last_deal" vaut rounded
    Et la règle "game_end.target" vaut 2000
    Et la règle "game_end.target_choices" vaut [2000, 1000]
    Et la règle "game_end.reach" vaut reach
    Et la règle "game_end.no_win_through.belote" vaut []
    Et la règle "game_end.no_win_through.annonces" vaut []
    Et la règle "game_end.capot_loser_cannot_win" vaut false
    Et la règle "belote.call" vaut declared
    Et la règle "belote.order" vaut any
    Et la règle "annonces.enabled" vaut false
    Et la règle "play.trump_lead" vaut must_overtrump
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | V♥ 9♥ A♥ D♦ 9♦ V♣ 9♣ 8♣ |
      | Ouest  | 8♥ 10♠ D♠ 9♠ 8♠ R♦ 10♣ 7♣ |
      | Sud    | 10♥ A♠ 7♠ A♦ 10♦ 7♦ A♣ R♣ |
      | Est    | R♥ D♥ 7♥ R♠ V♠ V♦ 8♦ D♣ |
    # Est a donné : Nord entame (§5.1). Atout cœur.
    # Pli 1 Nord  : V♥ 20 + 8♥ 0 + 10♥ 10 + 7♥ 0 = 30, à Nord (Sud n'a que le 10 d'atout).
    # Pli 2 Nord  : 9♥ 14 + 8♠ 0 + A♠ 11 + D♥ 3 = 28, à Nord (Est dit « belote » avec la dame).
    # Pli 3 Nord  : A♥ 11 + 9♠ 0 + A♦ 11 + R♥ 4 = 26, à Nord (Est dit « rebelote »).
    # Pli 4 Nord  : D♦ 3 + R♦ 4 + 10♦ 10 + 8♦ 0 = 17, à Sud.
    # Pli 5 Sud   : A♣ 11 + D♣ 3 + V♣ 2 + 7♣ 0 = 16, à Sud.
    # Pli 6 Sud   : R♣ 4 + V♠ 2 + 8♣ 0 + 10♣ 10 = 16, à Ouest.
    # Pli 7 Ouest : 10♠ 10 + 7♠ 0 + R♠ 4 + 9♦ 0 = 14, à Ouest.
    # Pli 8 Ouest : D♠ 3 + 7♦ 0 + V♦ 2 + 9♣ 0 = 5, à Ouest, + 10 de der.
    # NS : 30 + 28 + 26 + 17 + 16 = 117 ; EO : 16 + 14 + 5 + 10 = 45 ; 117 + 45 = 162.
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | V♥ 8♥ 10♥ 7♥   |
      | Nord   | 9♥ 8♠ A♠ D♥    |
      | Nord   | A♥ 9♠ A♦ R♥    |
      | Nord   | D♦ R♦ 10♦ 8♦   |
      | Sud    | A♣ D♣ V♣ 7♣    |
      | Sud    | R♣ V♠ 8♣ 10♣   |
      | Ouest  | 10♠ 7♠ R♠ 9♦   |
      | Ouest  | D♠ 7♦ V♦ 9♣    |
    Alors les plis reviennent à Nord Nord Nord Sud Sud Ouest Ouest Ouest
    Et les plis valent 117 pour NS et 45 pour EO
    Et Est a une belote
    # Contrat : 117 ≥ 110, réussi. Tableau p. 7, « points faits + demandés » :
    # NS = 117 + 110 = 227 ; §10.3 (et l'exemple du §10.4) : 117 arrondi à 120, soit 120 + 110 = 230.
    # EO = 45 + 20 (belote défense) = 65, arrondi à 70 (le 5 monte).
    Et la marque est 230 pour NS et 70 pour EO
    Et le moteur joue la donne enregistrée et marque 230 pour NS et 70 pour EO
    Et la donne est "faite"
    # §10.4 : « 1770 + 120 + 110 » = 2000 : l'arrondi de la dernière donne fait atteindre les
    # 2000 points, et « les points sont arrondis en fin de partie et permettent de gagner ».
    # Au point près, 1770 + 117 + 110 = 1997 ne suffirait pas.
    Quand la donne compte pour la partie
    Alors le total est de 2000 pour NS et 1570 pour EO
    Et l'équipe NS gagne la partie

  @variante-ffb-contree-2016
  Scénario: FFB contrée — Nord demande 80 à pique, la défense fait plus de points, le contrat est quand même réussi
    Soit une donne de la variante "ffb-contree-2016" prise par Nord à l'atout pique pour 80
    Et la règle "scoring.contract.beat_defence" vaut false
    Et la règle "scoring.contract.margin" vaut 0
    Et la règle "scoring.contract.counts.taker.belote" vaut true
    Et la règle "scoring.contract.counts.taker.annonces" vaut false
    Et la règle "scoring.contract.counts.defence.belote" vaut true
    Et la règle "scoring.contract.counts.defence.annonces" vaut false
    Et la règle "scoring.litige.enabled" vaut false
    Et la règle "play.must_trump" vaut unless_partner_master
    Et la règle "play.partner_master" vaut free
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | 9♠ A♠ R♠ D♠ 8♠ R♥ V♥ V♦ |
      | Ouest  | V♠ D♥ 7♥ A♦ D♦ 8♦ 10♣ D♣ |
      | Sud    | A♥ 9♥ 10♦ 9♦ 7♦ V♣ 9♣ 8♣ |
      | Est    | 10♠ 7♠ 10♥ 8♥ R♦ A♣ R♣ 7♣ |
    # Est a donné : Nord entame. Atout pique ; Nord a la belote (R♠ D♠).
    # Pli 1 Nord  : 9♠ 14 + V♠ 20 + 9♥ 0 + 10♠ 10 = 44, à Ouest (Ouest monte ; Sud n'a pas
    #   d'atout ; Est ne peut pas monter sur le valet et fournit son 10).
    # Pli 2 Ouest : A♦ 11 + 7♦ 0 + R♦ 4 + V♦ 2 = 17, à Ouest.
    # Pli 3 Ouest : 10♣ 10 + 8♣ 0 + A♣ 11 + 8♠ 0 = 21, à Nord (Est tient le pli : Nord, sans
    #   trèfle, doit couper).
    # Pli 4 Nord  : A♠ 11 + 7♥ 0 + A♥ 11 + 7♠ 0 = 22, à Nord.
    # Pli 5 Nord  : R♠ 4 + 8♦ 0 + 10♦ 10 + 8♥ 0 = 14, à Nord (« belote »).
    # Pli 6 Nord  : D♠ 3 + D♥ 3 + V♣ 2 + 7♣ 0 = 8, à Nord (« rebelote »).
    # Pli 7 Nord  : R♥ 4 + D♦ 3 + 9♦ 0 + 10♥ 10 = 17, à Est.
    # Pli 8 Est   : R♣ 4 + V♥ 2 + D♣ 3 + 9♣ 0 = 9, à Est, + 10 de der.
    # NS : 21 + 22 + 14 + 8 = 65 ; EO : 44 + 17 + 17 + 9 + 10 = 97 ; 65 + 97 = 162.
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
    Alors les plis reviennent à Ouest Ouest Nord Nord Nord Nord Est Est
    Et les plis valent 65 pour NS et 97 pour EO
    Et Nord a une belote
    # Texte sans numéro : réussi si le total des preneurs (plis, dix de der, belote : §10.1)
    # atteint l'enchère, « même si les défenseurs ont réalisé plus de points ».
    # NS : 65 + 20 = 85 ≥ 80 : réussi, bien que 85 < 97. Sans la belote (65), il chutait.
    # NS = 65 + 80 + 20 = 165, arrondi à 170 (§10.3 : 65 → 70) ; EO = 97, arrondi à 100.
    Et la marque est 170 pour NS et 100 pour EO
    Et le moteur joue la donne enregistrée et marque 170 pour NS et 100 pour EO
    Et la donne est "faite"

  @variante-ffb-contree-2016
  Scénario: FFB contrée — Nord demande 100 à carreau et chute : sa belote passe à la défense
    Soit une donne de la variante "ffb-contree-2016" prise par Nord à l'atout carreau pour 100
    Et la règle "scoring.outcomes.dedans.taker.base" vaut 0
    Et la règle "scoring.outcomes.dedans.taker.contract" vaut false
    Et la règle "scoring.outcomes.dedans.taker.annonces" vaut none
    Et la règle "scoring.outcomes.dedans.taker.belote" vaut none
    Et la règle "scoring.outcomes.dedans.taker.multiply" vaut []
    Et la règle "scoring.outcomes.dedans.defence.base" vaut 160
    Et la règle "scoring.outcomes.dedans.defence.contract" vaut true
    Et la règle "scoring.outcomes.dedans.defence.annonces" vaut none
    Et la règle "scoring.outcomes.dedans.defence.belote" vaut all
    Et la règle "scoring.outcomes.dedans.defence.multiply" vaut [contract]
    Et la règle "play.undertrump" vaut waived
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | V♦ R♦ D♦ 8♦ A♠ V♥ 8♣ 7♣ |
      | Ouest  | 10♦ D♠ V♠ 7♠ D♥ A♣ 10♣ V♣ |
      | Sud    | 10♠ R♠ 9♠ 8♠ R♥ 9♥ 7♥ D♣ |
      | Est    | 9♦ A♦ 7♦ A♥ 10♥ 8♥ R♣ 9♣ |
    # Est a donné : Nord entame. Atout carreau ; Nord a la belote (R♦ D♦).
    # Pli 1 Nord  : V♦ 20 + 10♦ 10 + 10♠ 10 + 7♦ 0 = 40, à Nord.
    # Pli 2 Nord  : R♦ 4 + 7♠ 0 + R♠ 4 + A♦ 11 = 19, à Est (Est doit monter ; « belote » de Nord).
    # Pli 3 Est   : A♥ 11 + V♥ 2 + D♥ 3 + 7♥ 0 = 16, à Est.
    # Pli 4 Est   : 9♦ 14 + 8♦ 0 + A♣ 11 + 8♠ 0 = 25, à Est.
    # Pli 5 Est   : 10♥ 10 + D♦ 3 + V♠ 2 + R♥ 4 = 19, à Nord (Nord coupe de la dame, « rebelote » ;
    #   Ouest, sans cœur ni atout, se défausse).
    # Pli 6 Nord  : A♠ 11 + D♠ 3 + 9♠ 0 + 8♥ 0 = 14, à Nord.
    # Pli 7 Nord  : 8♣ 0 + V♣ 2 + D♣ 3 + R♣ 4 = 9, à Est.
    # Pli 8 Est   : 9♣ 0 + 7♣ 0 + 10♣ 10 + 9♥ 0 = 10, à Ouest, + 10 de der.
    # NS : 40 + 19 + 14 = 73 ; EO : 19 + 16 + 25 + 9 + 10 + 10 = 89 ; 73 + 89 = 162.
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | V♦ 10♦ 10♠ 7♦  |
      | Nord   | R♦ 7♠ R♠ A♦    |
      | Est    | A♥ V♥ D♥ 7♥    |
      | Est    | 9♦ 8♦ A♣ 8♠    |
      | Est    | 10♥ D♦ V♠ R♥   |
      | Nord   | A♠ D♠ 9♠ 8♥    |
      | Nord   | 8♣ V♣ D♣ R♣    |
      | Est    | 9♣ 7♣ 10♣ 9♥   |
    Alors les plis reviennent à Nord Est Est Est Nord Nord Est Ouest
    Et les plis valent 73 pour NS et 89 pour EO
    Et Nord a une belote
    # NS : 73 + 20 = 93 < 100 : chute.
    # Tableau p. 7 : preneurs 0 ; défense 160 + contrat + « belote preneurs ou défense » ;
    # §7 : « En cas de chute du contrat, la belote est perdue par les preneurs ».
    # EO = 160 + 100 + 20 = 280 ; NS = 0.
    Et la marque est 0 pour NS et 280 pour EO
    Et le moteur joue la donne enregistrée et marque 0 pour NS et 280 pour EO
    Et la donne est "dedans"

  @variante-ffb-contree-2016
  Scénario: FFB contrée — Nord demande 90 à trèfle, Ouest contre, Nord réussit : 320 + 90 × 2 + la belote de la défense
    Soit une donne de la variante "ffb-contree-2016" prise par Nord à l'atout trèfle pour 90 contrée
    Et la règle "scoring.outcomes.made_contre" vaut {taker: {base: 160, contract: true, belote: all, multiply: [base, contract]}, defence: {base: 0, contract: false, belote: none, multiply: []}}
    Et la règle "scoring.contre.contre" vaut 2
    Et la règle "bidding.auction.contre" vaut true
    Et la règle "bidding.auction.contre_ends_auction" vaut true
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | 9♣ 10♣ 8♣ D♠ 7♠ 10♥ V♥ 10♦ |
      | Ouest  | R♠ V♠ D♥ 9♥ 7♥ R♦ D♦ V♦ |
      | Sud    | V♣ 7♣ 9♠ A♥ 8♥ A♦ 9♦ 7♦ |
      | Est    | A♣ R♣ D♣ A♠ 10♠ 8♠ R♥ 8♦ |
    # Est a donné : Nord demande 90 à trèfle, Ouest contre, Sud, Est et Nord passent (le contre
    # fige le contrat, §4.2.3). Nord entame. Atout trèfle ; Est a la belote (R♣ D♣).
    # Pli 1 Nord  : 9♣ 14 + 7♥ 0 + V♣ 20 + D♣ 3 = 37, à Sud (§5.2.1 : Sud doit monter, même sur
    #   son partenaire ; Est dit « belote »).
    # Pli 2 Sud   : 7♣ 0 + R♣ 4 + 10♣ 10 + 9♥ 0 = 14, à Nord (« rebelote » d'Est).
    # Pli 3 Nord  : 8♣ 0 + V♠ 2 + A♥ 11 + A♣ 11 = 24, à Est.
    # Pli 4 Est   : A♠ 11 + 7♠ 0 + R♠ 4 + 9♠ 0 = 15, à Est.
    # Pli 5 Est   : 10♠ 10 + D♠ 3 + R♦ 4 + 8♥ 0 = 17, à Est.
    # Pli 6 Est   : R♥ 4 + 10♥ 10 + D♥ 3 + A♦ 11 = 28, à Nord.
    # Pli 7 Nord  : 10♦ 10 + V♦ 2 + 7♦ 0 + 8♦ 0 = 12, à Nord.
    # Pli 8 Nord  : V♥ 2 + D♦ 3 + 9♦ 0 + 8♠ 0 = 5, à Nord, + 10 de der.
    # NS : 37 + 14 + 28 + 12 + 5 + 10 = 106 ; EO : 24 + 15 + 17 = 56 ; 106 + 56 = 162.
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | 9♣ 7♥ V♣ D♣    |
      | Sud    | 7♣ R♣ 10♣ 9♥   |
      | Nord   | 8♣ V♠ A♥ A♣    |
      | Est    | A♠ 7♠ R♠ 9♠    |
      | Est    | 10♠ D♠ R♦ 8♥   |
      | Est    | R♥ 10♥ D♥ A♦   |
      | Nord   | 10♦ V♦ 7♦ 8♦   |
      | Nord   | V♥ D♦ 9♦ 8♠    |
    Alors les plis reviennent à Sud Nord Est Est Est Nord Nord Nord
    Et les plis valent 106 pour NS et 56 pour EO
    Et Est a une belote
    # NS : 106 ≥ 90 : réussi. Tableau p. 7, contré réussi : preneurs 320 + contrat × 2 +
    # « belote preneurs ou défense » ; défense 0.
    # NS = 320 + 90 × 2 + 20 = 520 ; EO = 0.
    Et la marque est 520 pour NS et 0 pour EO
    Et le moteur joue la donne enregistrée et marque 520 pour NS et 0 pour EO
    Et la donne est "faite"

  @variante-ffb-contree-2016 @option-note-1
  Scénario: FFB contrée, note 1 — la même donne contrée vaut 160 + 90 × 2 + la belote
    Soit une donne de la variante "ffb-contree-2016+note-1" prise par Nord à l'atout trèfle pour 90 contrée
    Et la règle "scoring.outcomes.made_contre" vaut {taker: {base: 160, contract: true, belote: all, multiply: [contract]}, defence: {base: 0, contract: false, belote: none, multiply: []}}
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | 9♣ 10♣ 8♣ D♠ 7♠ 10♥ V♥ 10♦ |
      | Ouest  | R♠ V♠ D♥ 9♥ 7♥ R♦ D♦ V♦ |
      | Sud    | V♣ 7♣ 9♠ A♥ 8♥ A♦ 9♦ 7♦ |
      | Est    | A♣ R♣ D♣ A♠ 10♠ 8♠ R♥ 8♦ |
    # Mêmes plis que la donne précédente : NS 106, EO 56 ; Est a la belote.
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | 9♣ 7♥ V♣ D♣    |
      | Sud    | 7♣ R♣ 10♣ 9♥   |
      | Nord   | 8♣ V♠ A♥ A♣    |
      | Est    | A♠ 7♠ R♠ 9♠    |
      | Est    | 10♠ D♠ R♦ 8♥   |
      | Est    | R♥ 10♥ D♥ A♦   |
      | Nord   | 10♦ V♦ 7♦ 8♦   |
      | Nord   | V♥ D♦ 9♦ 8♠    |
    Alors les plis valent 106 pour NS et 56 pour EO
    # Note 1 : « Contrat x 2 + 160 au lieu de Contrat x 2 + 320 ».
    # NS = 160 + 90 × 2 + 20 = 360 ; EO = 0.
    Et la marque est 360 pour NS et 0 pour EO
    Et le moteur joue la donne enregistrée et marque 360 pour NS et 0 pour EO

  @variante-ffb-contree-2016 @option-points-faits
  Scénario: FFB contrée, points faits — la même donne contrée vaut 320 + la belote, sans le contrat
    Soit une donne de la variante "ffb-contree-2016+points-faits" prise par Nord à l'atout trèfle pour 90 contrée
    Et la règle "scoring.outcomes.made_contre" vaut {taker: {base: 160, contract: false, belote: all, multiply: [base]}, defence: {base: 0, contract: false, belote: none, multiply: []}}
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | 9♣ 10♣ 8♣ D♠ 7♠ 10♥ V♥ 10♦ |
      | Ouest  | R♠ V♠ D♥ 9♥ 7♥ R♦ D♦ V♦ |
      | Sud    | V♣ 7♣ 9♠ A♥ 8♥ A♦ 9♦ 7♦ |
      | Est    | A♣ R♣ D♣ A♠ 10♠ 8♠ R♥ 8♦ |
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | 9♣ 7♥ V♣ D♣    |
      | Sud    | 7♣ R♣ 10♣ 9♥   |
      | Nord   | 8♣ V♠ A♥ A♣    |
      | Est    | A♠ 7♠ R♠ 9♠    |
      | Est    | 10♠ D♠ R♦ 8♥   |
      | Est    | R♥ 10♥ D♥ A♦   |
      | Nord   | 10♦ V♦ 7♦ 8♦   |
      | Nord   | V♥ D♦ 9♦ 8♠    |
    Alors les plis valent 106 pour NS et 56 pour EO
    # Tableau p. 7, colonne « points faits », contré réussi : 320 + belote preneurs ou défense.
    # NS = 320 + 20 = 340 ; EO = 0.
    Et la marque est 340 pour NS et 0 pour EO
    Et le moteur joue la donne enregistrée et marque 340 pour NS et 0 pour EO

  @variante-ffb-contree-2016
  Scénario: FFB contrée — Sud demande 120 à cœur, Est contre, Nord surcontre, Sud chute : 640 + 120 × 4 à la défense
    Soit une donne de la variante "ffb-contree-2016" prise par Sud à l'atout cœur pour 120 surcontrée
    Et la règle "scoring.outcomes.dedans_contre" vaut {taker: {base: 0, contract: false, belote: none, multiply: []}, defence: {base: 160, contract: true, belote: all, multiply: [base, contract]}}
    Et la règle "scoring.contre.surcontre" vaut 4
    Et la règle "bidding.auction.surcontre" vaut true
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | V♥ R♠ 7♠ 10♦ R♦ 8♦ 10♣ D♣ |
      | Ouest  | 8♥ A♠ D♠ V♠ V♦ A♣ R♣ 8♣ |
      | Sud    | 9♥ A♥ 10♥ 7♥ 10♠ 9♠ D♦ 9♣ |
      | Est    | R♥ D♥ 8♠ A♦ 9♦ 7♦ V♣ 7♣ |
    # Est a donné : Nord et Ouest passent, Sud demande 120 à cœur, Est contre, Nord surcontre :
    # les enchères s'arrêtent (§4.2.4). Nord entame. Atout cœur ; Est a la belote (R♥ D♥).
    # Pli 1 Nord  : V♥ 20 + 8♥ 0 + 9♥ 14 + D♥ 3 = 37, à Nord (« belote » d'Est).
    # Pli 2 Nord  : 10♦ 10 + V♦ 2 + D♦ 3 + A♦ 11 = 26, à Est.
    # Pli 3 Est   : R♥ 4 + 7♠ 0 + A♠ 11 + 10♥ 10 = 25, à Sud (« rebelote » ; Sud doit monter).
    # Pli 4 Sud   : A♥ 11 + 8♠ 0 + 10♣ 10 + 8♣ 0 = 21, à Sud.
    # Pli 5 Sud   : 7♥ 0 + 7♦ 0 + R♠ 4 + V♠ 2 = 6, à Sud.
    # Pli 6 Sud   : 10♠ 10 + 9♦ 0 + R♦ 4 + D♠ 3 = 17, à Sud.
    # Pli 7 Sud   : 9♠ 0 + 7♣ 0 + D♣ 3 + R♣ 4 = 7, à Sud.
    # Pli 8 Sud   : 9♣ 0 + V♣ 2 + 8♦ 0 + A♣ 11 = 13, à Ouest, + 10 de der.
    # NS : 37 + 25 + 21 + 6 + 17 + 7 = 113 ; EO : 26 + 13 + 10 = 49 ; 113 + 49 = 162.
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | V♥ 8♥ 9♥ D♥    |
      | Nord   | 10♦ V♦ D♦ A♦   |
      | Est    | R♥ 7♠ A♠ 10♥   |
      | Sud    | A♥ 8♠ 10♣ 8♣   |
      | Sud    | 7♥ 7♦ R♠ V♠    |
      | Sud    | 10♠ 9♦ R♦ D♠   |
      | Sud    | 9♠ 7♣ D♣ R♣    |
      | Sud    | 9♣ V♣ 8♦ A♣    |
    Alors les plis reviennent à Nord Est Sud Sud Sud Sud Sud Ouest
    Et les plis valent 113 pour NS et 49 pour EO
    Et Est a une belote
    # NS : 113 < 120 : chute. Tableau p. 7, chuté surcontré : défense 640 + contrat × 4 +
    # belote preneurs ou défense ; preneurs 0.
    # EO = 640 + 120 × 4 + 20 = 640 + 480 + 20 = 1140 ; NS = 0.
    Et la marque est 0 pour NS et 1140 pour EO
    Et le moteur joue la donne enregistrée et marque 0 pour NS et 1140 pour EO
    Et la donne est "dedans"

  @variante-ffb-contree-2016 @option-note-1
  Scénario: FFB contrée, note 1 — la même chute surcontrée vaut 160 + 120 × 4 à la défense
    Soit une donne de la variante "ffb-contree-2016+note-1" prise par Sud à l'atout cœur pour 120 surcontrée
    Et la règle "scoring.outcomes.dedans_contre" vaut {taker: {base: 0, contract: false, belote: none, multiply: []}, defence: {base: 160, contract: true, belote: all, multiply: [contract]}}
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | V♥ R♠ 7♠ 10♦ R♦ 8♦ 10♣ D♣ |
      | Ouest  | 8♥ A♠ D♠ V♠ V♦ A♣ R♣ 8♣ |
      | Sud    | 9♥ A♥ 10♥ 7♥ 10♠ 9♠ D♦ 9♣ |
      | Est    | R♥ D♥ 8♠ A♦ 9♦ 7♦ V♣ 7♣ |
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | V♥ 8♥ 9♥ D♥    |
      | Nord   | 10♦ V♦ D♦ A♦   |
      | Est    | R♥ 7♠ A♠ 10♥   |
      | Sud    | A♥ 8♠ 10♣ 8♣   |
      | Sud    | 7♥ 7♦ R♠ V♠    |
      | Sud    | 10♠ 9♦ R♦ D♠   |
      | Sud    | 9♠ 7♣ D♣ R♣    |
      | Sud    | 9♣ V♣ 8♦ A♣    |
    Alors les plis valent 113 pour NS et 49 pour EO
    # Note 1 : « Contrat x 4 + 160 au lieu de Contrat x 4 + 640 ».
    # EO = 160 + 120 × 4 + 20 = 660 ; NS = 0.
    Et la marque est 0 pour NS et 660 pour EO
    Et le moteur joue la donne enregistrée et marque 0 pour NS et 660 pour EO

  @variante-ffb-contree-2016 @option-points-faits
  Scénario: FFB contrée, points faits — la même chute surcontrée vaut 640 + la belote à la défense
    Soit une donne de la variante "ffb-contree-2016+points-faits" prise par Sud à l'atout cœur pour 120 surcontrée
    Et la règle "scoring.outcomes.dedans_contre" vaut {taker: {base: 0, contract: false, belote: none, multiply: []}, defence: {base: 160, contract: false, belote: all, multiply: [base]}}
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | V♥ R♠ 7♠ 10♦ R♦ 8♦ 10♣ D♣ |
      | Ouest  | 8♥ A♠ D♠ V♠ V♦ A♣ R♣ 8♣ |
      | Sud    | 9♥ A♥ 10♥ 7♥ 10♠ 9♠ D♦ 9♣ |
      | Est    | R♥ D♥ 8♠ A♦ 9♦ 7♦ V♣ 7♣ |
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | V♥ 8♥ 9♥ D♥    |
      | Nord   | 10♦ V♦ D♦ A♦   |
      | Est    | R♥ 7♠ A♠ 10♥   |
      | Sud    | A♥ 8♠ 10♣ 8♣   |
      | Sud    | 7♥ 7♦ R♠ V♠    |
      | Sud    | 10♠ 9♦ R♦ D♠   |
      | Sud    | 9♠ 7♣ D♣ R♣    |
      | Sud    | 9♣ V♣ 8♦ A♣    |
    Alors les plis valent 113 pour NS et 49 pour EO
    # Tableau p. 7, colonne « points faits », chuté surcontré : 640 + belote preneurs ou défense.
    # EO = 640 + 20 = 660 ; NS = 0.
    Et la marque est 0 pour NS et 660 pour EO
    Et le moteur joue la donne enregistrée et marque 0 pour NS et 660 pour EO

  @variante-ffb-contree-2016 @option-points-faits
  Scénario: FFB contrée, points faits — Nord fait 117 sur 110 : chacun marque ses points, sans le contrat
    Soit une donne de la variante "ffb-contree-2016+points-faits" prise par Nord à l'atout cœur pour 110
    Et la règle "scoring.outcomes.made.taker.contract" vaut false
    Et la règle "scoring.outcomes.made.taker.multiply" vaut []
    Et la règle "scoring.outcomes.dedans.defence.contract" vaut false
    Et la règle "scoring.outcomes.dedans.defence.multiply" vaut []
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | V♥ 9♥ A♥ D♦ 9♦ V♣ 9♣ 8♣ |
      | Ouest  | 8♥ 10♠ D♠ 9♠ 8♠ R♦ 10♣ 7♣ |
      | Sud    | 10♥ A♠ 7♠ A♦ 10♦ 7♦ A♣ R♣ |
      | Est    | R♥ D♥ 7♥ R♠ V♠ V♦ 8♦ D♣ |
    # Mêmes plis que la première donne : NS 117, EO 45, Est a la belote.
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | V♥ 8♥ 10♥ 7♥   |
      | Nord   | 9♥ 8♠ A♠ D♥    |
      | Nord   | A♥ 9♠ A♦ R♥    |
      | Nord   | D♦ R♦ 10♦ 8♦   |
      | Sud    | A♣ D♣ V♣ 7♣    |
      | Sud    | R♣ V♠ 8♣ 10♣   |
      | Ouest  | 10♠ 7♠ R♠ 9♦   |
      | Ouest  | D♠ 7♦ V♦ 9♣    |
    Alors les plis valent 117 pour NS et 45 pour EO
    # Colonne « points faits » : preneurs points réalisés + leur belote ; défense de même.
    # NS = 117, arrondi à 120 ; EO = 45 + 20 = 65, arrondi à 70.
    Et la marque est 120 pour NS et 70 pour EO
    Et le moteur joue la donne enregistrée et marque 120 pour NS et 70 pour EO

  @variante-ffb-contree-2016
  Scénario: FFB contrée — Nord demande le capot à cœur et fait les huit plis : 500 + la belote
    Soit une donne de la variante "ffb-contree-2016" prise par Nord à l'atout cœur pour capot
    Et la règle "bidding.auction.capot" vaut true
    Et la règle "scoring.capot.announced.enabled" vaut true
    Et la règle "scoring.outcomes.capot_bid_made" vaut {taker: {base: 500, contract: false, multiply: [base]}, defence: {base: 0, contract: false, multiply: []}}
    Et la règle "scoring.capot.kind" vaut der_bonus
    Et la règle "scoring.capot.dix_de_der" vaut 100
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | V♥ 9♥ R♥ D♥ A♦ R♦ D♦ V♦ |
      | Ouest  | 7♥ D♠ V♠ 9♦ 7♦ A♣ R♣ D♣ |
      | Sud    | A♥ 10♥ A♠ R♠ 9♠ V♣ 9♣ 7♣ |
      | Est    | 8♥ 10♠ 8♠ 7♠ 10♦ 8♦ 10♣ 8♣ |
    # Est a donné : Nord demande le capot à cœur, tout le monde passe. Nord entame ; il a la
    # belote (R♥ D♥).
    # Pli 1 Nord : V♥ 20 + 7♥ 0 + A♥ 11 + 8♥ 0 = 31, à Nord.
    # Pli 2 Nord : 9♥ 14 + 7♦ 0 + 10♥ 10 + 7♠ 0 = 24, à Nord.
    # Pli 3 Nord : R♥ 4 + 9♦ 0 + A♠ 11 + 8♠ 0 = 15, à Nord (« belote »).
    # Pli 4 Nord : D♥ 3 + V♠ 2 + R♠ 4 + 8♦ 0 = 9, à Nord (« rebelote »).
    # Pli 5 Nord : A♦ 11 + D♠ 3 + V♣ 2 + 10♦ 10 = 26, à Nord.
    # Pli 6 Nord : R♦ 4 + D♣ 3 + 9♠ 0 + 8♣ 0 = 7, à Nord.
    # Pli 7 Nord : D♦ 3 + R♣ 4 + 7♣ 0 + 10♠ 10 = 17, à Nord.
    # Pli 8 Nord : V♦ 2 + A♣ 11 + 9♣ 0 + 10♣ 10 = 23, à Nord, + 10 de der.
    # NS : 31 + 24 + 15 + 9 + 26 + 7 + 17 + 23 + 10 = 162 ; EO : 0.
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | V♥ 7♥ A♥ 8♥    |
      | Nord   | 9♥ 7♦ 10♥ 7♠   |
      | Nord   | R♥ 9♦ A♠ 8♠    |
      | Nord   | D♥ V♠ R♠ 8♦    |
      | Nord   | A♦ D♠ V♣ 10♦   |
      | Nord   | R♦ D♣ 9♠ 8♣    |
      | Nord   | D♦ R♣ 7♣ 10♠   |
      | Nord   | V♦ A♣ 9♣ 10♣   |
    Alors les plis reviennent à Nord Nord Nord Nord Nord Nord Nord Nord
    Et les plis valent 162 pour NS et 0 pour EO
    Et Nord a une belote
    # Capot demandé et réussi. Tableau p. 7 : preneurs 500 + belote preneurs ; défense 0.
    # NS = 500 + 20 = 520 ; EO = 0.
    Et la marque est 520 pour NS et 0 pour EO
    Et le moteur joue la donne enregistrée et marque 520 pour NS et 0 pour EO
    Et la donne est "capot"

  @variante-ffb-contree-2016 @option-capot-252
  Scénario: FFB contrée, capot-252 — le même capot demandé compte 252 + 250, arrondis à 500, + la belote
    Soit une donne de la variante "ffb-contree-2016+capot-252" prise par Nord à l'atout cœur pour capot
    Et la règle "scoring.outcomes.capot_bid_made" vaut {}
    Et la règle "scoring.capot.announced.contract" vaut 250
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | V♥ 9♥ R♥ D♥ A♦ R♦ D♦ V♦ |
      | Ouest  | 7♥ D♠ V♠ 9♦ 7♦ A♣ R♣ D♣ |
      | Sud    | A♥ 10♥ A♠ R♠ 9♠ V♣ 9♣ 7♣ |
      | Est    | 8♥ 10♠ 8♠ 7♠ 10♦ 8♦ 10♣ 8♣ |
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | V♥ 7♥ A♥ 8♥    |
      | Nord   | 9♥ 7♦ 10♥ 7♠   |
      | Nord   | R♥ 9♦ A♠ 8♠    |
      | Nord   | D♥ V♠ R♠ 8♦    |
      | Nord   | A♦ D♠ V♣ 10♦   |
      | Nord   | R♦ D♣ 9♠ 8♣    |
      | Nord   | D♦ R♣ 7♣ 10♠   |
      | Nord   | V♦ A♣ 9♣ 10♣   |
    Alors les plis valent 162 pour NS et 0 pour EO
    # §9.2 : le dix de der vaut 100, les plis 252 ; le capot demandé est un contrat de 250.
    # NS = 252 + 250 + 20 = 522, arrondi à 520 (§10.3) ; EO = 0.
    Et la marque est 520 pour NS et 0 pour EO
    Et le moteur joue la donne enregistrée et marque 520 pour NS et 0 pour EO

  @variante-ffb-contree-2016
  Scénario: FFB contrée — Nord demande le capot à pique et perd un pli : 500 + sa belote à la défense
    Soit une donne de la variante "ffb-contree-2016" prise par Nord à l'atout pique pour capot
    Et la règle "scoring.outcomes.capot_bid_failed" vaut {taker: {base: 0, contract: false, multiply: []}, defence: {base: 500, contract: false, multiply: [base]}}
    Et la règle "bidding.auction.generale" vaut false
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | V♠ 10♠ R♠ D♠ 10♥ R♦ V♦ 9♦ |
      | Ouest  | 9♠ 8♠ 7♠ V♥ D♦ 8♦ R♣ 9♣ |
      | Sud    | A♠ A♥ R♥ A♦ 10♦ A♣ 10♣ D♣ |
      | Est    | D♥ 9♥ 8♥ 7♥ 7♦ V♣ 8♣ 7♣ |
    # Est a donné : Nord demande le capot à pique. Nord entame ; il a la belote (R♠ D♠).
    # Pli 1 Nord  : V♠ 20 + 7♠ 0 + A♠ 11 + 7♥ 0 = 31, à Nord.
    # Pli 2 Nord  : 10♠ 10 + 9♠ 14 + D♣ 3 + D♥ 3 = 30, à Ouest (le 9 monte sur le 10).
    # Pli 3 Ouest : R♣ 4 + 10♣ 10 + 7♣ 0 + 10♥ 10 = 24, à Sud.
    # Pli 4 Sud   : A♥ 11 + 8♥ 0 + R♦ 4 + V♥ 2 = 17, à Sud.
    # Pli 5 Sud   : A♦ 11 + 7♦ 0 + V♦ 2 + 8♦ 0 = 13, à Sud.
    # Pli 6 Sud   : A♣ 11 + 8♣ 0 + 9♦ 0 + 9♣ 0 = 11, à Sud.
    # Pli 7 Sud   : 10♦ 10 + 9♥ 0 + R♠ 4 + D♦ 3 = 17, à Nord (Nord coupe son partenaire
    #   maître : c'est permis, §5.2.3 ; « belote »).
    # Pli 8 Nord  : D♠ 3 + 8♠ 0 + R♥ 4 + V♣ 2 = 9, à Nord, + 10 de der (« rebelote »).
    # NS : 31 + 24 + 17 + 13 + 11 + 17 + 9 + 10 = 132 ; EO : 30 ; 132 + 30 = 162.
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | V♠ 7♠ A♠ 7♥    |
      | Nord   | 10♠ 9♠ D♣ D♥   |
      | Ouest  | R♣ 10♣ 7♣ 10♥  |
      | Sud    | A♥ 8♥ R♦ V♥    |
      | Sud    | A♦ 7♦ V♦ 8♦    |
      | Sud    | A♣ 8♣ 9♦ 9♣    |
      | Sud    | 10♦ 9♥ R♠ D♦   |
      | Nord   | D♠ 8♠ R♥ V♣    |
    Alors les plis reviennent à Nord Ouest Sud Sud Sud Sud Nord Nord
    Et les plis valent 132 pour NS et 30 pour EO
    Et Nord a une belote
    # Ouest a fait un pli : capot chuté. Tableau p. 7 : défense 500 + belote preneurs ou
    # défense ; preneurs 0. EO = 500 + 20 = 520 ; NS = 0.
    Et la marque est 0 pour NS et 520 pour EO
    Et le moteur joue la donne enregistrée et marque 0 pour NS et 520 pour EO
    Et la donne est "dedans"

  @variante-ffb-contree-2016 @option-capot-252
  Scénario: FFB contrée, capot-252 — le même capot chuté vaut 160 + 250 + la belote à la défense
    Soit une donne de la variante "ffb-contree-2016+capot-252" prise par Nord à l'atout pique pour capot
    Et la règle "scoring.outcomes.capot_bid_failed" vaut {}
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | V♠ 10♠ R♠ D♠ 10♥ R♦ V♦ 9♦ |
      | Ouest  | 9♠ 8♠ 7♠ V♥ D♦ 8♦ R♣ 9♣ |
      | Sud    | A♠ A♥ R♥ A♦ 10♦ A♣ 10♣ D♣ |
      | Est    | D♥ 9♥ 8♥ 7♥ 7♦ V♣ 8♣ 7♣ |
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | V♠ 7♠ A♠ 7♥    |
      | Nord   | 10♠ 9♠ D♣ D♥   |
      | Ouest  | R♣ 10♣ 7♣ 10♥  |
      | Sud    | A♥ 8♥ R♦ V♥    |
      | Sud    | A♦ 7♦ V♦ 8♦    |
      | Sud    | A♣ 8♣ 9♦ 9♣    |
      | Sud    | 10♦ 9♥ R♠ D♦   |
      | Nord   | D♠ 8♠ R♥ V♣    |
    Alors les plis valent 132 pour NS et 30 pour EO
    # Capot demandé = contrat de 250 ; chute : défense 160 + 250 + la belote des preneurs (§7).
    # EO = 160 + 250 + 20 = 430 ; NS = 0.
    Et la marque est 0 pour NS et 430 pour EO
    Et le moteur joue la donne enregistrée et marque 0 pour NS et 430 pour EO

  @variante-ffb-contree-2016
  Scénario: FFB contrée — Sud demande 120 à cœur et fait capot sans l'avoir demandé : 252 + 120
    Soit une donne de la variante "ffb-contree-2016" prise par Sud à l'atout cœur pour 120
    Et la règle "scoring.outcomes.capot" vaut {}
    Et la règle "scoring.outcomes.capot_against" vaut {}
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | R♥ R♠ D♠ R♦ D♦ 10♣ R♣ 7♣ |
      | Ouest  | D♥ V♠ V♦ 9♦ 8♦ 7♦ 9♣ 8♣ |
      | Sud    | V♥ 9♥ A♥ 7♥ A♠ 9♠ A♦ 10♦ |
      | Est    | 10♥ 8♥ 10♠ 8♠ 7♠ A♣ D♣ V♣ |
    # Est a donné : Nord et Ouest passent, Sud demande 120 à cœur, tout le monde passe. Nord
    # entame. Pas de belote (le roi est chez Nord, la dame chez Ouest).
    # Pli 1 Nord : R♥ 4 + D♥ 3 + V♥ 20 + 8♥ 0 = 27, à Sud.
    # Pli 2 Sud  : 9♥ 14 + 10♥ 10 + 10♣ 10 + 7♦ 0 = 34, à Sud.
    # Pli 3 Sud  : A♥ 11 + 7♠ 0 + R♠ 4 + 8♦ 0 = 15, à Sud.
    # Pli 4 Sud  : 7♥ 0 + 8♠ 0 + R♦ 4 + 9♦ 0 = 4, à Sud.
    # Pli 5 Sud  : A♠ 11 + 10♠ 10 + D♠ 3 + V♠ 2 = 26, à Sud.
    # Pli 6 Sud  : A♦ 11 + V♣ 2 + D♦ 3 + V♦ 2 = 18, à Sud.
    # Pli 7 Sud  : 10♦ 10 + D♣ 3 + R♣ 4 + 8♣ 0 = 17, à Sud.
    # Pli 8 Sud  : 9♠ 0 + A♣ 11 + 7♣ 0 + 9♣ 0 = 11, à Sud, + 10 de der.
    # NS : 27 + 34 + 15 + 4 + 26 + 18 + 17 + 11 + 10 = 162 ; EO : 0.
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | R♥ D♥ V♥ 8♥    |
      | Sud    | 9♥ 10♥ 10♣ 7♦  |
      | Sud    | A♥ 7♠ R♠ 8♦    |
      | Sud    | 7♥ 8♠ R♦ 9♦    |
      | Sud    | A♠ 10♠ D♠ V♠   |
      | Sud    | A♦ V♣ D♦ V♦    |
      | Sud    | 10♦ D♣ R♣ 8♣   |
      | Sud    | 9♠ A♣ 7♣ 9♣    |
    Alors les plis reviennent à Sud Sud Sud Sud Sud Sud Sud Sud
    Et les plis valent 162 pour NS et 0 pour EO
    Et personne n'a la belote
    # §9.2 : capot, le dix de der vaut 100 : 152 + 100 = 252 points réalisés.
    # Tableau p. 7, réussi : NS = 252 + 120 = 372, arrondi à 370 (§10.3) ; EO = 0.
    Et la marque est 370 pour NS et 0 pour EO
    Et le moteur joue la donne enregistrée et marque 370 pour NS et 0 pour EO
    Et la donne est "capot"

  @variante-ffb-contree-2016 @option-sans-atout-tout-atout
  Scénario: FFB contrée, tout atout — Nord demande 100 à tout atout : 182 points ramenés à 114 par 162/258
    Soit une donne de la variante "ffb-contree-2016+sans-atout-tout-atout" prise par Nord à tout atout pour 100
    Et la règle "bidding.modes.sans_atout" vaut true
    Et la règle "bidding.modes.tout_atout" vaut true
    Et la règle "scoring.tout_atout_scaling.enabled" vaut true
    Et la règle "scoring.tout_atout_scaling.ratio" vaut [162, 258]
    Et la règle "scoring.tout_atout_scaling.capot_ratio" vaut [252, 348]
    Et la règle "scoring.tout_atout_scaling.dix_de_der" vaut scaled
    Et la règle "scoring.tout_atout_scaling.scales" vaut card_points
    Et la règle "play.tout_atout_climb" vaut required
    Et la règle "belote.tout_atout" vaut every_suit
    Et la règle "scoring.contract_value.tout_atout" vaut 1
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | 9♠ A♠ R♠ D♠ 8♠ V♥ R♥ V♦ |
      | Ouest  | V♠ D♥ 7♥ A♦ D♦ 8♦ 10♣ D♣ |
      | Sud    | 9♥ A♥ 9♦ 10♦ 7♦ V♣ 9♣ 8♣ |
      | Est    | 10♠ 7♠ 10♥ 8♥ R♦ A♣ R♣ 7♣ |
    # Tout atout (§11.3) : chaque couleur se range et compte comme l'atout (V 20, 9 14, A 11,
    # 10 10, R 4, D 3) : 248 points de cartes, 258 avec le dix de der. Nord a une belote à
    # pique (R♠ D♠) ; aucun autre joueur n'a roi et dame d'une même couleur.
    # Pli 1 Nord  : V♥ 20 + 7♥ 0 + 9♥ 14 + 8♥ 0 = 34, à Nord (personne ne peut monter sur le valet).
    # Pli 2 Nord  : V♦ 20 + 8♦ 0 + 9♦ 14 + R♦ 4 = 38, à Nord.
    # Pli 3 Nord  : 9♠ 14 + V♠ 20 + 7♦ 0 + 10♠ 10 = 44, à Ouest (Ouest monte du valet).
    # Pli 4 Ouest : A♦ 11 + 10♦ 10 + A♣ 11 + 8♠ 0 = 32, à Ouest.
    # Pli 5 Ouest : 10♣ 10 + 9♣ 14 + 7♣ 0 + A♠ 11 = 35, à Sud (Sud doit monter : le 9 bat le 10).
    # Pli 6 Sud   : V♣ 20 + R♣ 4 + R♠ 4 + D♣ 3 = 31, à Sud (« belote » de Nord).
    # Pli 7 Sud   : A♥ 11 + 10♥ 10 + R♥ 4 + D♥ 3 = 28, à Sud.
    # Pli 8 Sud   : 8♣ 0 + 7♠ 0 + D♠ 3 + D♦ 3 = 6, à Sud, + 10 de der (« rebelote »).
    # NS : 34 + 38 + 35 + 31 + 28 + 6 + 10 = 182 ; EO : 44 + 32 = 76 ; 182 + 76 = 258.
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | V♥ 7♥ 9♥ 8♥    |
      | Nord   | V♦ 8♦ 9♦ R♦    |
      | Nord   | 9♠ V♠ 7♦ 10♠   |
      | Ouest  | A♦ 10♦ A♣ 8♠   |
      | Ouest  | 10♣ 9♣ 7♣ A♠   |
      | Sud    | V♣ R♣ R♠ D♣    |
      | Sud    | A♥ 10♥ R♥ D♥   |
      | Sud    | 8♣ 7♠ D♠ D♦    |
    Alors les plis reviennent à Nord Nord Ouest Ouest Sud Sud Sud Sud
    Et les plis valent 182 pour NS et 76 pour EO
    Et Nord a une belote
    # §11.3 : « multiplier le nombre de points comptés (hors belote) par la fraction 162/258 ».
    # NS : 182 × 162 / 258 = 114,3 → 114 ; EO : 76 × 162 / 258 = 47,7 → 48 (114 + 48 = 162).
    # Contrat : 114 + 20 (belote) = 134 ≥ 100 : réussi.
    # NS = 114 + 100 + 20 = 234, arrondi à 230 ; EO = 48, arrondi à 50.
    Et la marque est 230 pour NS et 50 pour EO
    Et le moteur joue la donne enregistrée et marque 230 pour NS et 50 pour EO
    Et la donne est "faite"

  @variante-ffb-contree-2016 @option-sans-atout-tout-atout
  Plan du Scénario: FFB contrée, tout atout — le contrat se juge avant l'arrondi : <ns> points pour 100
    # §11.3 : on multiplie « le nombre de points comptés (hors belote) par la fraction
    # 162/258 » « pour vérifier si un contrat est réussi » ; le texte n'arrondit pas avant de
    # juger, et l'arrondi de la FFB « ne permet pas de réaliser le contrat » : le contrat se
    # juge sur la fraction exacte, la marque prend les points arrondis (choix marqué).
    # 158 × 162/258 = 99,21 et 159 × 162/258 = 99,84 (arrondi à 100) : moins de 100, dedans ;
    # EO marque 160 + 100 = 260.
    # 160 × 162/258 = 100,47 : réussi. NS 100 + 100 = 200 ; EO 162 − 100 = 62, arrondi à 60.
    Soit la variante "ffb-contree-2016+sans-atout-tout-atout"
    Et la règle "scoring.tout_atout_scaling.contract_test" vaut exact
    Et un contrat pris par NS à tout atout pour 100
    Et les plis valent <ns> pour NS et <eo> pour EO
    Quand on compte la donne
    Alors la donne est "<donne>"
    Et la marque est <marque_ns> pour NS et <marque_eo> pour EO

    Exemples:
      | ns  | eo  | donne  | marque_ns | marque_eo |
      | 158 | 100 | dedans | 0         | 260       |
      | 159 | 99  | dedans | 0         | 260       |
      | 160 | 98  | faite  | 200       | 60        |

  @variante-ffb-contree-2016 @option-sans-atout-tout-atout
  Scénario: FFB contrée, tout atout — la belote s'ajoute aux points ramenés exacts
    # §11.3 : seuls les points comptés « hors belote » sont ramenés par 162/258.
    # 127 × 162/258 = 79,74, + 20 de belote = 99,74 : moins de 100, dedans (arrondis, 80 + 20
    # auraient fait 100). La belote est perdue par les preneurs qui chutent (§7) : EO marque
    # 160 + 100 + 20 = 280.
    Soit la variante "ffb-contree-2016+sans-atout-tout-atout"
    Et la règle "scoring.tout_atout_scaling.contract_test" vaut exact
    Et un contrat pris par NS à tout atout pour 100
    Et les plis valent 127 pour NS et 131 pour EO
    Et l'équipe NS a la belote
    Quand on compte la donne
    Alors la donne est "dedans"
    Et la marque est 0 pour NS et 280 pour EO

  # ------------------------------------------------------------------ enchères

  @variante-ffb-contree-2016
  Scénario: FFB contrée — on enchérit de 80 à 160 de dix en dix, puis le capot, rien au-dessus
    # §4.2.2 : « L'enchère doit être comprise entre 80 et 160, doit être un multiple de 10 et
    # doit être supérieure à l'enchère précédente » ; le capot à tout moment, pas de générale.
    Soit une partie de la variante "ffb-contree-2016" dont Est est le donneur (graine 3)
    Et la règle "bidding.auction.floor" vaut 80
    Et la règle "bidding.auction.step" vaut 10
    Et la règle "bidding.auction.ceiling" vaut 160
    Et la règle "bidding.first_speaker" vaut after_dealer
    Alors Nord parle en premier
    Et les enchères possibles commencent par 80, 90, 100, 110
    Quand Nord annonce 150 à cœur
    Alors Ouest peut annoncer 160 à pique
    Et Ouest peut annoncer capot à carreau
    Et Ouest ne peut pas annoncer 170 à pique
    Et Ouest ne peut pas annoncer générale à pique

  @variante-ffb-contree-2016
  Scénario: FFB contrée — le contre se dit à son tour et fige le contrat ; le surcontre arrête tout
    # §4.2.3 : on ne contre qu'à son tour, pas « à la volée » ; le contre « fige le contrat » :
    # « seuls les joueurs de l'équipe contrée sont amenés à parler, en passant ou surcontrant »,
    # et « le partenaire du joueur ayant contré ne doit pas parler (ne pas dire je passe) ».
    # Après le passe de Sud, la parole saute Est et revient à Nord.
    # §4.2.4 : après le surcontre, « le tour d'enchères s'arrête alors immédiatement ».
    Soit une partie de la variante "ffb-contree-2016" dont Est est le donneur (graine 3)
    Et la règle "bidding.auction.contre_timing" vaut in_turn
    Et la règle "bidding.auction.contre_out_of_turn" vaut refused
    Et la règle "bidding.auction.contre_ends_auction" vaut true
    Et la règle "bidding.auction.after_contre" vaut contred_team
    Et la règle "bidding.auction.raise_own" vaut forbidden
    Quand Nord annonce 90 à pique
    Alors Est ne peut pas contrer hors de son tour
    Quand Ouest contre
    Alors Sud peut surcontrer
    Et Sud ne peut pas annoncer 100 à cœur
    Et Est se tait
    Quand Sud passe
    Alors Est se tait
    Et c'est à Nord de parler
    Quand Nord surcontre
    Alors le contrat est 90 à pique surcontré pour NS
    Et Nord entame

  @variante-ffb-contree-2016
  Scénario: FFB contrée — après un contre, les deux passes de l'équipe contrée terminent les enchères
    # §4.2.3 : après le contre d'Ouest, seuls Sud et Nord (l'équipe contrée) parlent, chacun
    # une fois ; ni Ouest ni Est ne disent « je passe ». Deux passes, et le contrat est
    # 90 à pique contré pour NS ; Nord entame (§5.1 : le joueur à droite du donneur).
    Soit une partie de la variante "ffb-contree-2016" dont Est est le donneur (graine 3)
    Et la règle "bidding.auction.after_contre" vaut contred_team
    Quand Nord annonce 90 à pique
    Et Ouest contre
    Et Sud passe
    Alors Est se tait
    Et Ouest se tait
    Quand Nord passe
    Alors le contrat est 90 à pique contré pour NS
    Et personne ne parle plus
    Et Nord entame

  @variante-ffb-contree-2016
  Scénario: FFB contrée — un capot demandé peut être contré
    # « il n'existe pas d'enchère supérieure au capot ; dès lors l'équipe adverse ne peut plus
    # que passer ou contrer ».
    # Le texte ne fait pas taire le partenaire du demandeur : chacun parle à son tour, et le
    # tour finit quand la parole revient à Nord (choix).
    Soit une partie de la variante "ffb-contree-2016" dont Est est le donneur (graine 3)
    Et la règle "bidding.auction.capot_contre" vaut true
    Et la règle "bidding.auction.after_capot" vaut as_usual
    Quand Nord annonce capot à cœur
    Alors Ouest peut contrer
    Et Ouest ne peut pas annoncer 160 à cœur
    Quand Ouest passe
    Alors Sud ne peut que passer
    Quand Sud passe
    Et Est passe
    Alors le contrat est capot à cœur pour NS

  @variante-ffb-contree-2016
  Scénario: FFB contrée — quatre passes : pas de points, le joueur à droite du donneur donne
    # §4.2.1 : « la donne est terminée sans points marqués. Le joueur à la droite du donneur
    # devient le nouveau donneur. »
    Soit une partie de la variante "ffb-contree-2016" dont Est est le donneur (graine 3)
    Et la règle "bidding.auction.all_pass" vaut redeal
    Et la règle "deal.next_dealer" vaut after_dealer
    Et la règle "deal.shuffle.between_deals" vaut always
    Quand tout le monde passe
    Alors on redistribue sans changer les scores
    Et le nouveau donneur est Nord

  # ------------------------------------------------------------------ jeu de la carte

  @variante-ffb-contree-2016
  Scénario: FFB contrée — à l'atout demandé, on monte même sur son partenaire
    # §5.2.1 : « Si la couleur demandée est l'atout, lorsque c'est possible, il faut en plus
    # monter sur la carte la plus haute déjà posée. »
    Soit une donne de la variante "ffb-contree-2016" à l'atout cœur
    Et la règle "play.trump_lead" vaut must_overtrump
    Et Nord a joué le 9 de cœur
    Et Ouest a joué le 8 de cœur
    Quand Sud doit jouer avec V♥ 7♥ A♠
    Alors les cartes jouables sont V♥

  @variante-ffb-contree-2016
  Scénario: FFB contrée — on ne pisse pas : sans atout plus fort, on joue ce qu'on veut
    # §5.2.2 : sur la coupe d'un adversaire, « il est obligatoire de fournir un atout plus fort
    # que lui […] Si c'est impossible, on peut se défausser de n'importe quelle carte ».
    Soit une donne de la variante "ffb-contree-2016" à l'atout cœur
    Et la règle "play.overtrump" vaut required
    Et la règle "play.undertrump" vaut waived
    Et Nord a joué l'as de pique
    Et Ouest a joué le 9 de cœur
    Quand Sud doit jouer avec 8♥ 7♥ R♣ D♦
    Alors toutes ses cartes sont jouables

  @variante-ffb-contree-2016
  Scénario: FFB contrée — partenaire maître par une coupe : toute carte, même un atout plus faible
    # §5.2.3 : « il n'est pas obligatoire de couper. On peut se défausser de n'importe quelle
    # carte sans exception (y compris un atout inférieur au sien). »
    Soit une donne de la variante "ffb-contree-2016" à l'atout cœur
    Et la règle "play.partner_master" vaut free
    Et la règle "play.partner_master_undertrump" vaut allowed
    Et Ouest a joué l'as de pique
    Et Sud a joué le 9 de cœur
    Et Est a joué le 7 de pique
    Quand Nord doit jouer avec 8♥ 7♥ R♣
    Alors toutes ses cartes sont jouables

  @variante-ffb-contree-2016 @option-points-faits
  Scénario: FFB contrée, points faits — l'équipe contrée qui fait capot marque 320 + 100 (note 2)
    # §10.2, note 2 : en points faits, un capot réalisé par une équipe contrée vaut
    # 320 + 100 = 420 : la ligne contrée (160 × 2), puis 100 qui ne sont pas doublés.
    Soit la variante "ffb-contree-2016+points-faits"
    Et la règle "scoring.outcomes.capot_contre" vaut {taker: {bonus: 100}}
    Et un contrat pris par NS à l'atout cœur pour 80 contré
    Et les plis valent 162 pour NS et 0 pour EO
    Et l'équipe NS a fait capot
    Quand on compte la donne
    Alors la donne est "capot"
    Et la marque est 420 pour NS et 0 pour EO


  # ------------------------------------------------------------------ belote et rebelote

  @variante-ffb-contree-2016
  Scénario: FFB contrée — Nord dit « belote » mais pas « rebelote » : sa belote ne compte pas, il chute
    # §7 : il faut dire « belote » avec la première carte et « obligatoirement « rebelote » »
    # avec la seconde ; « en cas d'omission d'un de ces deux termes, la belote n'est pas prise
    # en compte ». La donne de Nord à 80 pique (plus haut), où sa belote faisait le contrat.
    Soit une donne de la variante "ffb-contree-2016" prise par Nord à l'atout pique pour 80
    Et la règle "belote.call" vaut declared
    Et la règle "belote.rebelote" vaut required
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | 9♠ A♠ R♠ D♠ 8♠ R♥ V♥ V♦ |
      | Ouest  | V♠ D♥ 7♥ A♦ D♦ 8♦ 10♣ D♣ |
      | Sud    | A♥ 9♥ 10♦ 9♦ 7♦ V♣ 9♣ 8♣ |
      | Est    | 10♠ 7♠ 10♥ 8♥ R♦ A♣ R♣ 7♣ |
    # Les plis, comptés plus haut : NS 65, EO 97. Nord dit « belote » avec le roi (pli 5),
    # puis pose la dame (pli 6) sans rien dire.
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
    # NS : 65, sans belote, n'atteint pas 80 : chute. Défense : 160 + 80 = 240 (aucune belote
    # à ajouter) ; preneurs : 0.
    Et la marque est 0 pour NS et 240 pour EO
    Et le moteur joue la donne enregistrée et marque 0 pour NS et 240 pour EO
    Et la donne est "dedans"

  @variante-ffb-contree-2016
  Scénario: FFB contrée — Nord chute et tait « rebelote » : la défense ne marque pas sa belote
    # La donne de Nord à 100 carreau (plus haut) : chuté, Nord perd sa belote au profit de la
    # défense (§7). S'il ne dit pas « rebelote » en coupant de la dame, elle « n'est pas prise
    # en compte » (§7) : la défense ne la marque pas.
    Soit une donne de la variante "ffb-contree-2016" prise par Nord à l'atout carreau pour 100
    Et la règle "belote.rebelote" vaut required
    Et la règle "scoring.outcomes.dedans.defence.belote" vaut all
    Et la règle "play.undertrump" vaut waived
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | V♦ R♦ D♦ 8♦ A♠ V♥ 8♣ 7♣ |
      | Ouest  | 10♦ D♠ V♠ 7♠ D♥ A♣ 10♣ V♣ |
      | Sud    | 10♠ R♠ 9♠ 8♠ R♥ 9♥ 7♥ D♣ |
      | Est    | 9♦ A♦ 7♦ A♥ 10♥ 8♥ R♣ 9♣ |
    # Les plis, comptés plus haut : NS 73, EO 89.
    Et Est a donné
    Et Nord ne dit pas « rebelote »
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | V♦ 10♦ 10♠ 7♦  |
      | Nord   | R♦ 7♠ R♠ A♦    |
      | Est    | A♥ V♥ D♥ 7♥    |
      | Est    | 9♦ 8♦ A♣ 8♠    |
      | Est    | 10♥ D♦ V♠ R♥   |
      | Nord   | A♠ D♠ 9♠ 8♥    |
      | Nord   | 8♣ V♣ D♣ R♣    |
      | Est    | 9♣ 7♣ 10♣ 9♥   |
    Alors les plis valent 73 pour NS et 89 pour EO
    # NS : 73 < 100 : chute. Défense : 160 + 100 = 260, sans les 20 de la belote ; NS : 0.
    Et la marque est 0 pour NS et 260 pour EO
    Et le moteur joue la donne enregistrée et marque 0 pour NS et 260 pour EO
    Et la donne est "dedans"
