# language: fr
@regles-CAN
Fonctionnalité: La contrée du championnat de France à Cannes, règlement de 2016
  Des donnes entières de la contrée selon le « Règlement de la belote aux enchères ou contrée »
  du Festival International des Jeux de Cannes (édition 2016), carte par carte, puis les
  enchères, la fausse donne, le jeu de la carte et la fin de partie. Les parties du règlement
  portent les numéros que leur donne l'étude Avo-k/colver : 1° (la donne et la fausse donne),
  2° (les enchères), 3° a à d (le jeu de la carte), III – MARQUE. Tous les nombres attendus ont
  été calculés à la main ; le calcul est écrit en commentaire au-dessus des étapes.

  Rappel des valeurs : à l'atout V 20, 9 14, A 11, 10 10, R 4, D 3, 8 et 7 à 0 (62 points) ;
  hors atout A 11, 10 10, R 4, D 3, V 2 (30 par couleur) ; dix de der 10 ; « La valeur des
  cartes correspond à un total de 162 POINTS ».

  III – MARQUE : contrat réussi, le demandeur marque « les points de l'enchère demandée + les
  points des plis réalisés + belote éventuellement », la défense ses plis ; contrat perdu, la
  défense marque « les points de l'enchère demandée + 162 (252 au capot) + belote », la belote
  étant « prenable ». « Le contre double les points de l'enchère demandée, le surcontre les
  triple » ; la belote (20) n'est « ni doublée ni triplée ». « Générale ou capot », ou « 270 »,
  est le contrat le plus élevé ; le capot vaut 252. Chaque équipe arrondit ses points « à 6
  (156 valant 160) » : 5 et moins vers le bas, 6 et plus vers le haut ; la dernière donne est
  comptée « au point juste ».

  # ------------------------------------------------------------------ donnes complètes

  @variante-cannes-2016
  Scénario: Cannes — Sud demande 100 à cœur et fait 104 : 204 et 58, arrondis à 200 et 60
    Soit une donne de la variante "cannes-2016" prise par Sud à l'atout cœur pour 100
    Et la règle "bidding.system" vaut auction
    Et la règle "deal.turned_card" vaut false
    Et la règle "deal.patterns" vaut [3-3-2, 2-3-3, 3-2-3]
    Et la règle "scoring.contract.reach_bid" vaut true
    Et la règle "scoring.contract.beat_defence" vaut false
    Et la règle "scoring.outcomes.made.taker.base" vaut points
    Et la règle "scoring.outcomes.made.taker.contract" vaut true
    Et la règle "scoring.outcomes.made.defence.base" vaut points
    Et la règle "scoring.rounding.method" vaut each_team
    Et la règle "scoring.rounding.half" vaut down
    Et la règle "play.must_trump" vaut unless_partner_master
    Et la règle "play.partner_master" vaut free
    Et la règle "annonces.enabled" vaut false
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | 10♥ 9♥ 8♦ V♠ D♠ 8♠ V♣ 9♣ |
      | Ouest  | D♥ 8♥ 10♦ R♦ 7♦ A♠ 7♠ R♣ |
      | Sud    | V♥ A♥ R♥ A♦ D♦ V♦ R♠ D♣ |
      | Est    | 7♥ 9♦ 10♠ 9♠ A♣ 10♣ 8♣ 7♣ |
    # Est a donné ; Nord, à sa droite, entame (le règlement ne dit pas qui entame : on garde
    # le voisin de droite du donneur). Atout cœur. Le roi de cœur (Sud) et la dame (Ouest)
    # sont séparés : pas de belote.
    # Pli 1 Nord  : 8♦ 0 + 7♦ 0 + A♦ 11 + 9♦ 0 = 11, à Sud.
    # Pli 2 Sud   : V♥ 20 + 7♥ 0 + 10♥ 10 + 8♥ 0 = 30, à Sud.
    # Pli 3 Sud   : V♦ 2 + 7♣ 0 + 9♥ 14 + R♦ 4 = 20, à Nord. Est, sans carreau ni atout,
    #   se défausse ; Nord coupe le valet de son partenaire maître (3° a : « défausser ou
    #   couper si son partenaire est maître »).
    # Pli 4 Nord  : 8♠ 0 + A♠ 11 + R♠ 4 + 10♠ 10 = 25, à Ouest.
    # Pli 5 Ouest : R♣ 4 + D♣ 3 + A♣ 11 + 9♣ 0 = 18, à Est.
    # Pli 6 Est   : 10♣ 10 + V♣ 2 + 7♠ 0 + R♥ 4 = 16, à Sud. Ouest se défausse (son
    #   partenaire est maître) ; Sud, l'adversaire maître, « doit obligatoirement » couper.
    # Pli 7 Sud   : D♦ 3 + 9♠ 0 + V♠ 2 + 10♦ 10 = 15, à Ouest.
    # Pli 8 Ouest : D♥ 3 + A♥ 11 + 8♣ 0 + D♠ 3 = 17, à Sud, + 10 de der.
    # NS : 11 + 30 + 20 + 16 + 17 + 10 = 104 ; EO : 25 + 18 + 15 = 58 ; 104 + 58 = 162.
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | 8♦ 7♦ A♦ 9♦    |
      | Sud    | V♥ 7♥ 10♥ 8♥   |
      | Sud    | V♦ 7♣ 9♥ R♦    |
      | Nord   | 8♠ A♠ R♠ 10♠   |
      | Ouest  | R♣ D♣ A♣ 9♣    |
      | Est    | 10♣ V♣ 7♠ R♥   |
      | Sud    | D♦ 9♠ V♠ 10♦   |
      | Ouest  | D♥ A♥ 8♣ D♠    |
    Alors les plis reviennent à Sud Sud Nord Ouest Est Sud Ouest Sud
    Et les plis valent 104 pour NS et 58 pour EO
    Et personne n'a la belote
    # C'est l'exemple même de III – MARQUE : « 100 demandés + 104 faits = 204, l'équipe
    # adverse marquera 58 points ». 104 ≥ 100 : contrat réussi. Hors dernière donne, chaque
    # équipe arrondit « à 6 » : 204 → 200 (4, en dessous), 58 → 60 (8, au-dessus).
    Et la marque est 200 pour NS et 60 pour EO
    Et le moteur joue la donne enregistrée et marque 200 pour NS et 60 pour EO
    Et la donne est "faite"

  @variante-cannes-2016
  Scénario: Cannes — Est demande 110 à pique et chute, la défense prend la belote « prenable »
    Soit une donne de la variante "cannes-2016" prise par Est à l'atout pique pour 110
    Et la règle "belote.call" vaut declared
    Et la règle "scoring.outcomes.dedans.taker.base" vaut 0
    Et la règle "scoring.outcomes.dedans.taker.belote" vaut none
    Et la règle "scoring.outcomes.dedans.defence.base" vaut 162
    Et la règle "scoring.outcomes.dedans.defence.contract" vaut true
    Et la règle "scoring.outcomes.dedans.defence.belote" vaut all
    Et la règle "scoring.outcomes.dedans.defence.multiply" vaut [contract]
    Et la règle "play.overtrump" vaut required
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | A♥ R♥ 8♥ 8♠ A♣ R♣ 10♣ 9♣ |
      | Ouest  | D♥ 10♥ A♦ D♦ V♦ 8♦ 7♠ 8♣ |
      | Sud    | V♥ 9♥ 10♦ 9♦ 7♦ V♠ 10♠ 7♣ |
      | Est    | 7♥ R♦ R♠ D♠ A♠ 9♠ D♣ V♣ |
    # Sud a donné : Est parle le premier, demande 110 à pique, et entame.
    # Pli 1 Est   : D♠ 3 + 8♠ 0 + 7♠ 0 + 10♠ 10 = 13, à Sud (Est dit « belote » ; Sud doit
    #   monter sur la dame de l'adversaire, 3° b).
    # Pli 2 Sud   : 7♣ 0 + V♣ 2 + R♣ 4 + 8♣ 0 = 6, à Nord.
    # Pli 3 Nord  : A♥ 11 + D♥ 3 + V♥ 2 + 7♥ 0 = 16, à Nord.
    # Pli 4 Nord  : A♣ 11 + 8♦ 0 + 10♦ 10 + D♣ 3 = 24, à Nord.
    # Pli 5 Nord  : 8♥ 0 + 10♥ 10 + 9♥ 0 + R♦ 4 = 14, à Ouest.
    # Pli 6 Ouest : A♦ 11 + 7♦ 0 + R♠ 4 + 9♣ 0 = 15, à Est (« rebelote » : Est coupe l'as
    #   de son partenaire, ce que 3° a permet).
    # Pli 7 Est   : A♠ 11 + R♥ 4 + V♦ 2 + V♠ 20 = 37, à Sud.
    # Pli 8 Sud   : 9♦ 0 + 9♠ 14 + 10♣ 10 + D♦ 3 = 27, à Est, + 10 de der.
    # NS : 13 + 6 + 16 + 24 + 37 = 96 ; EO : 14 + 15 + 27 + 10 = 66 ; 96 + 66 = 162.
    Et Sud a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Est    | D♠ 8♠ 7♠ 10♠   |
      | Sud    | 7♣ V♣ R♣ 8♣    |
      | Nord   | A♥ D♥ V♥ 7♥    |
      | Nord   | A♣ 8♦ 10♦ D♣   |
      | Nord   | 8♥ 10♥ 9♥ R♦   |
      | Ouest  | A♦ 7♦ R♠ 9♣    |
      | Est    | A♠ R♥ V♦ V♠    |
      | Sud    | 9♦ 9♠ 10♣ D♦   |
    Alors les plis reviennent à Sud Nord Nord Nord Ouest Est Sud Est
    Et les plis valent 96 pour NS et 66 pour EO
    Et Est a une belote
    # Preneurs : 66 + 20 = 86 < 110 : contrat perdu. « Points de l'enchère demandée + 162
    # points + belote éventuellement car prenable » : NS 110 + 162 + 20 = 292 → 290 (2, en
    # dessous) ; EO 0.
    Et la marque est 290 pour NS et 0 pour EO
    Et le moteur joue la donne enregistrée et marque 290 pour NS et 0 pour EO
    Et la donne est "dedans"

  @variante-cannes-2016
  Scénario: Cannes — Ouest demande 90 à carreau contré et le fait : seul le contrat est doublé
    Soit une donne de la variante "cannes-2016" prise par Ouest à l'atout carreau pour 90 contrée
    Et la règle "bidding.auction.contre" vaut true
    Et la règle "scoring.contre.contre" vaut 2
    Et la règle "scoring.outcomes.made.taker.multiply" vaut [contract]
    Et la règle "scoring.outcomes.made.defence.belote" vaut own
    Et la règle "scoring.outcomes.made_contre" vaut {}
    Et la règle "scoring.outcomes.dedans_contre" vaut {}
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | 9♦ 7♥ 8♥ R♥ A♠ 9♠ D♣ 9♣ |
      | Ouest  | V♦ A♦ R♦ D♦ 10♥ V♥ 7♠ A♣ |
      | Sud    | 7♦ A♥ 9♥ 10♠ D♠ V♠ V♣ 7♣ |
      | Est    | 10♦ 8♦ D♥ R♠ 8♠ 10♣ R♣ 8♣ |
    # Nord a donné : Ouest parle le premier, demande 90 à carreau, Sud contre, tout le monde
    # passe ; Ouest entame.
    # Pli 1 Ouest : V♦ 20 + 7♦ 0 + 8♦ 0 + 9♦ 14 = 34, à Ouest.
    # Pli 2 Ouest : A♦ 11 + 7♣ 0 + 10♦ 10 + 7♥ 0 = 21, à Ouest.
    # Pli 3 Ouest : A♣ 11 + V♣ 2 + 10♣ 10 + 9♣ 0 = 23, à Ouest.
    # Pli 4 Ouest : 7♠ 0 + V♠ 2 + R♠ 4 + A♠ 11 = 17, à Nord.
    # Pli 5 Nord  : D♣ 3 + D♦ 3 + 9♥ 0 + R♣ 4 = 10, à Ouest (Ouest coupe : « belote »).
    # Pli 6 Ouest : V♥ 2 + A♥ 11 + D♥ 3 + R♥ 4 = 20, à Sud.
    # Pli 7 Sud   : 10♠ 10 + 8♠ 0 + 9♠ 0 + R♦ 4 = 14, à Ouest (coupe du roi : « rebelote »).
    # Pli 8 Ouest : 10♥ 10 + D♠ 3 + 8♣ 0 + 8♥ 0 = 13, à Ouest, + 10 de der.
    # NS : 17 + 20 = 37 ; EO : 34 + 21 + 23 + 10 + 14 + 13 + 10 = 125 ; 37 + 125 = 162.
    Et Nord a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Ouest  | V♦ 7♦ 8♦ 9♦    |
      | Ouest  | A♦ 7♣ 10♦ 7♥   |
      | Ouest  | A♣ V♣ 10♣ 9♣   |
      | Ouest  | 7♠ V♠ R♠ A♠    |
      | Nord   | D♣ D♦ 9♥ R♣    |
      | Ouest  | V♥ A♥ D♥ R♥    |
      | Sud    | 10♠ 8♠ 9♠ R♦   |
      | Ouest  | 10♥ D♠ 8♣ 8♥   |
    Alors les plis reviennent à Ouest Ouest Ouest Nord Ouest Sud Ouest Ouest
    Et les plis valent 37 pour NS et 125 pour EO
    Et Ouest a une belote
    # Preneurs : 125 + 20 = 145 ≥ 90 : réussi. « Le contre double les points de l'enchère
    # demandée » et la belote « n'est ni doublée ni triplée » : EO 90 × 2 + 125 + 20 = 325
    # → 320 (5, en dessous). Le règlement ne retire rien à la défense : NS 37 → 40.
    Et la marque est 40 pour NS et 320 pour EO
    Et le moteur joue la donne enregistrée et marque 40 pour NS et 320 pour EO
    Et la donne est "faite"

  @variante-cannes-2016 @option-contre-perdant-zero
  Scénario: Cannes, le perdant du contre ne marque rien — la même donne, 162 + 180 + 20
    Soit une donne de la variante "cannes-2016+contre-perdant-zero" prise par Ouest à l'atout carreau pour 90 contrée
    Et la règle "scoring.outcomes.made_contre" vaut {taker: {base: all_points}, defence: {base: 0, belote: none}}
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | 9♦ 7♥ 8♥ R♥ A♠ 9♠ D♣ 9♣ |
      | Ouest  | V♦ A♦ R♦ D♦ 10♥ V♥ 7♠ A♣ |
      | Sud    | 7♦ A♥ 9♥ 10♠ D♠ V♠ V♣ 7♣ |
      | Est    | 10♦ 8♦ D♥ R♠ 8♠ 10♣ R♣ 8♣ |
    # Mêmes plis : NS 37, EO 125, belote d'Ouest. Lecture de l'étude (BAR §12.3) : les
    # preneurs marquent les 162 points des cartes + 90 × 2 + 20 = 362 → 360 ; NS 0.
    Et Nord a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Ouest  | V♦ 7♦ 8♦ 9♦    |
      | Ouest  | A♦ 7♣ 10♦ 7♥   |
      | Ouest  | A♣ V♣ 10♣ 9♣   |
      | Ouest  | 7♠ V♠ R♠ A♠    |
      | Nord   | D♣ D♦ 9♥ R♣    |
      | Ouest  | V♥ A♥ D♥ R♥    |
      | Sud    | 10♠ 8♠ 9♠ R♦   |
      | Ouest  | 10♥ D♠ 8♣ 8♥   |
    Alors les plis valent 37 pour NS et 125 pour EO
    Et la marque est 0 pour NS et 360 pour EO
    Et le moteur joue la donne enregistrée et marque 0 pour NS et 360 pour EO
    Et la donne est "faite"

  @variante-cannes-2016
  Scénario: Cannes — Nord demande 80 à trèfle, contré, surcontré, et chute : 162 + 80 × 3 + 20
    Soit une donne de la variante "cannes-2016" prise par Nord à l'atout trèfle pour 80 surcontrée
    Et la règle "bidding.auction.surcontre" vaut true
    Et la règle "bidding.auction.contre_ends_auction" vaut true
    Et la règle "scoring.contre.surcontre" vaut 3
    Et la règle "scoring.outcomes.dedans.defence.belote" vaut all
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | R♣ D♣ 10♣ 8♣ D♥ 9♥ V♠ 9♠ |
      | Ouest  | A♣ V♣ 7♣ A♥ V♥ 8♥ R♠ 8♦ |
      | Sud    | R♥ A♠ 10♠ D♠ 8♠ 7♠ D♦ 9♦ |
      | Est    | 9♣ A♦ 10♦ R♦ V♦ 7♦ 10♥ 7♥ |
    # Est a donné : Nord demande 80 à trèfle, Ouest contre, Sud surcontre (la parole est
    # retirée). Nord entame.
    # Pli 1 Nord  : 8♣ 0 + V♣ 20 + 7♠ 0 + 9♣ 14 = 34, à Ouest (Ouest monte sur l'adversaire ;
    #   Est, son partenaire maître, met son seul atout).
    # Pli 2 Ouest : A♥ 11 + R♥ 4 + 10♥ 10 + 9♥ 0 = 25, à Ouest.
    # Pli 3 Ouest : 8♦ 0 + 9♦ 0 + R♦ 4 + D♣ 3 = 7, à Nord (Nord coupe : « belote »).
    # Pli 4 Nord  : D♥ 3 + 8♥ 0 + D♦ 3 + 7♥ 0 = 6, à Nord.
    # Pli 5 Nord  : 9♠ 0 + R♠ 4 + 10♠ 10 + 7♦ 0 = 14, à Sud.
    # Pli 6 Sud   : 8♠ 0 + V♦ 2 + V♠ 2 + 7♣ 0 = 4, à Ouest (Ouest coupe le valet de Nord).
    # Pli 7 Ouest : V♥ 2 + D♠ 3 + A♦ 11 + R♣ 4 = 20, à Nord (« rebelote »).
    # Pli 8 Nord  : 10♣ 10 + A♣ 11 + A♠ 11 + 10♦ 10 = 42, à Ouest, + 10 de der.
    # NS : 7 + 6 + 14 + 20 = 47 ; EO : 34 + 25 + 4 + 42 + 10 = 115 ; 47 + 115 = 162.
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | 8♣ V♣ 7♠ 9♣    |
      | Ouest  | A♥ R♥ 10♥ 9♥   |
      | Ouest  | 8♦ 9♦ R♦ D♣    |
      | Nord   | D♥ 8♥ D♦ 7♥    |
      | Nord   | 9♠ R♠ 10♠ 7♦   |
      | Sud    | 8♠ V♦ V♠ 7♣    |
      | Ouest  | V♥ D♠ A♦ R♣    |
      | Nord   | 10♣ A♣ A♠ 10♦  |
    Alors les plis reviennent à Ouest Ouest Nord Nord Sud Ouest Nord Ouest
    Et les plis valent 47 pour NS et 115 pour EO
    Et Nord a une belote
    # Preneurs : 47 + 20 = 67 < 80 : perdu. Défense : 80 × 3 (le surcontre « les triple »)
    # + 162 + 20 (belote prenable, « ni doublée ni triplée ») = 422 → 420 ; NS 0.
    Et la marque est 0 pour NS et 420 pour EO
    Et le moteur joue la donne enregistrée et marque 0 pour NS et 420 pour EO
    Et la donne est "dedans"

  @variante-cannes-2016
  Scénario: Cannes — Sud demande « générale ou capot » à cœur et fait les huit plis : 270 + 252 + 20
    Soit une donne de la variante "cannes-2016" prise par Sud à l'atout cœur pour capot
    Et la règle "bidding.auction.capot" vaut true
    Et la règle "bidding.auction.generale" vaut false
    Et la règle "scoring.capot.announced.enabled" vaut true
    Et la règle "scoring.capot.announced.contract" vaut 270
    Et la règle "scoring.capot.kind" vaut flat
    Et la règle "scoring.capot.points" vaut 252
    Et la règle "scoring.outcomes.capot_bid_made" vaut {taker: {contract: true}}
    Et la règle "scoring.outcomes.capot_bid_failed" vaut {defence: {contract: true}}
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | A♦ D♦ 9♦ 8♦ A♣ V♣ D♣ 7♠ |
      | Ouest  | R♠ D♠ V♠ 10♠ 9♠ 10♣ 9♣ 8♣ |
      | Sud    | V♥ 9♥ A♥ 10♥ R♥ D♥ 7♥ A♠ |
      | Est    | 8♥ 8♠ R♦ V♦ 10♦ 7♦ R♣ 7♣ |
    # Ouest a donné : Sud parle le premier, demande « générale ou capot » (270), et entame.
    # Pli 1 Sud   : V♥ 20 + 8♥ 0 + 8♦ 0 + 8♣ 0 = 20.
    # Pli 2 Sud   : A♠ 11 + 8♠ 0 + 7♠ 0 + 9♠ 0 = 11.
    # Pli 3 Sud   : 7♥ 0 + 7♣ 0 + D♣ 3 + 9♣ 0 = 3.
    # Pli 4 Sud   : D♥ 3 + 7♦ 0 + D♦ 3 + V♠ 2 = 8 (« belote »).
    # Pli 5 Sud   : R♥ 4 + V♦ 2 + V♣ 2 + D♠ 3 = 11 (« rebelote »).
    # Pli 6 Sud   : 10♥ 10 + R♦ 4 + 9♦ 0 + R♠ 4 = 18.
    # Pli 7 Sud   : A♥ 11 + R♣ 4 + A♣ 11 + 10♣ 10 = 36.
    # Pli 8 Sud   : 9♥ 14 + 10♦ 10 + A♦ 11 + 10♠ 10 = 45, + 10 de der.
    # NS : 20 + 11 + 3 + 8 + 11 + 18 + 36 + 45 + 10 = 162 ; EO : 0. Les huit plis.
    Et Ouest a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Sud    | V♥ 8♥ 8♦ 8♣    |
      | Sud    | A♠ 8♠ 7♠ 9♠    |
      | Sud    | 7♥ 7♣ D♣ 9♣    |
      | Sud    | D♥ 7♦ D♦ V♠    |
      | Sud    | R♥ V♦ V♣ D♠    |
      | Sud    | 10♥ R♦ 9♦ R♠   |
      | Sud    | A♥ R♣ A♣ 10♣   |
      | Sud    | 9♥ 10♦ A♦ 10♠  |
    Alors les plis reviennent à Sud Sud Sud Sud Sud Sud Sud Sud
    Et les plis valent 162 pour NS et 0 pour EO
    Et Sud a une belote
    # « Total des points à marquer = points de l'enchère demandée + 162 ou 252 + belote » :
    # 270 + 252 + 20 = 542 → 540 (2, en dessous) ; EO 0.
    Et la marque est 540 pour NS et 0 pour EO
    Et le moteur joue la donne enregistrée et marque 540 pour NS et 0 pour EO
    Et la donne est "capot"

  @variante-cannes-2016
  Scénario: Cannes — Est demande 120 à pique et fait capot sans l'avoir demandé : 252 + 120 + 20
    Soit une donne de la variante "cannes-2016" prise par Est à l'atout pique pour 120
    Et la règle "scoring.outcomes.capot" vaut {}
    Et la règle "scoring.outcomes.capot_against" vaut {defence: {base: points}}
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | V♥ 10♥ V♦ 8♦ 7♠ V♣ D♣ 7♣ |
      | Ouest  | 8♥ 7♥ A♦ 7♦ R♠ D♠ A♣ 10♣ |
      | Sud    | R♥ D♥ 9♥ R♦ D♦ R♣ 9♣ 8♣ |
      | Est    | A♥ 10♦ 9♦ V♠ 9♠ A♠ 10♠ 8♠ |
    # Sud a donné : Est parle le premier, demande 120 à pique, et entame.
    # Pli 1 Est   : V♠ 20 + 7♠ 0 + R♠ 4 + 8♣ 0 = 24, à Est. Personne ne peut monter sur le
    #   valet ; Ouest fournit le roi (« belote »).
    # Pli 2 Est   : 9♠ 14 + 7♣ 0 + D♠ 3 + 9♣ 0 = 17, à Est (« rebelote »).
    # Pli 3 Est   : A♥ 11 + V♥ 2 + 7♥ 0 + 9♥ 0 = 13, à Est.
    # Pli 4 Est   : 9♦ 0 + 8♦ 0 + A♦ 11 + D♦ 3 = 14, à Ouest.
    # Pli 5 Ouest : A♣ 11 + R♣ 4 + 10♦ 10 + V♣ 2 = 27, à Ouest.
    # Pli 6 Ouest : 10♣ 10 + D♥ 3 + 8♠ 0 + D♣ 3 = 16, à Est (Est coupe son partenaire maître).
    # Pli 7 Est   : 10♠ 10 + V♦ 2 + 7♦ 0 + R♥ 4 = 16, à Est.
    # Pli 8 Est   : A♠ 11 + 10♥ 10 + 8♥ 0 + R♦ 4 = 25, à Est, + 10 de der.
    # EO : 24 + 17 + 13 + 14 + 27 + 16 + 16 + 25 + 10 = 162 ; NS : 0. Capot.
    Et Sud a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Est    | V♠ 7♠ R♠ 8♣    |
      | Est    | 9♠ 7♣ D♠ 9♣    |
      | Est    | A♥ V♥ 7♥ 9♥    |
      | Est    | 9♦ 8♦ A♦ D♦    |
      | Ouest  | A♣ R♣ 10♦ V♣   |
      | Ouest  | 10♣ D♥ 8♠ D♣   |
      | Est    | 10♠ V♦ 7♦ R♥   |
      | Est    | A♠ 10♥ 8♥ R♦   |
    Alors les plis reviennent à Est Est Est Ouest Ouest Est Est Est
    Et les plis valent 0 pour NS et 162 pour EO
    Et Ouest a une belote
    # Capot : « 162 ou 252 » : 252 + 120 + 20 = 392 → 390 ; NS 0.
    Et la marque est 0 pour NS et 390 pour EO
    Et le moteur joue la donne enregistrée et marque 0 pour NS et 390 pour EO
    Et la donne est "capot"

  # ------------------------------------------------------------------ jeu de la carte (3°)

  @variante-cannes-2016
  Scénario: Cannes, 3° a — partenaire maître : on se défausse ou on coupe
    Soit une donne de la variante "cannes-2016" à l'atout cœur
    Et la règle "play.partner_master" vaut free
    Et Nord a joué l'as de pique
    Et Ouest a joué le 7 de pique
    Quand Sud doit jouer avec 8♥ R♦ 7♣
    Alors toutes ses cartes sont jouables

  @variante-cannes-2016
  Scénario: Cannes, 3° a — l'adversaire maître : il faut couper
    Soit une donne de la variante "cannes-2016" à l'atout cœur
    Et la règle "play.must_trump" vaut unless_partner_master
    Et Nord a joué le 7 de pique
    Et Ouest a joué l'as de pique
    Quand Sud doit jouer avec 8♥ R♦ 7♣
    Alors les cartes jouables sont 8♥
    Et R♦ est refusée au nom de la règle "play.must_trump"

  @variante-cannes-2016
  Scénario: Cannes, 3° b — il faut monter pour surcouper l'adversaire
    Soit une donne de la variante "cannes-2016" à l'atout cœur
    Et la règle "play.overtrump" vaut required
    Et Nord a joué l'as de pique
    Et Ouest a joué le 9 de cœur
    Quand Sud doit jouer avec V♥ 8♥ R♦
    Alors les cartes jouables sont V♥

  @variante-cannes-2016
  Scénario: Cannes, 3° c — pas d'obligation de pisser, mais ce n'est pas interdit
    Soit une donne de la variante "cannes-2016" à l'atout cœur
    Et la règle "play.undertrump" vaut waived
    # « non-obligation de fournir atout (pisser) sur une coupe maîtresse de l'adversaire si
    # la surcoupe est impossible (il n'est pas interdit de pisser …) »
    Et Nord a joué l'as de pique
    Et Ouest a joué le valet de cœur
    Quand Sud doit jouer avec 8♥ R♦ 7♣
    Alors toutes ses cartes sont jouables

  @variante-cannes-2016
  Scénario: Cannes, 3° d — sur la coupe maîtresse du partenaire, ni obligé de couper ni de monter
    Soit une donne de la variante "cannes-2016" à l'atout cœur
    Et la règle "play.partner_master_undertrump" vaut allowed
    # « non-obligation de fournir atout ou de monter sur une coupe maîtresse de son
    # partenaire » : avec rien que de l'atout, Nord peut passer sous le 9 de Sud.
    Et Ouest a joué l'as de pique
    Et Sud a joué le 9 de cœur
    Et Est a joué le 7 de pique
    Quand Nord doit jouer avec V♥ 8♥
    Alors toutes ses cartes sont jouables

  @variante-cannes-2016
  Scénario: Cannes — à l'atout demandé, on monte sur l'adversaire mais pas sur son partenaire maître
    Soit une donne de la variante "cannes-2016" à l'atout cœur
    Et la règle "play.trump_lead" vaut overtrump_unless_partner_master
    # Le règlement n'écrit pas ce cas (JEU §8) : choix, d'après 3° b et 3° d.
    Et Nord a joué le 9 de cœur
    Et Ouest a joué le 7 de cœur
    Quand Sud doit jouer avec V♥ 8♥ A♣
    Alors les cartes jouables sont V♥ 8♥

  @variante-cannes-2016
  Scénario: Cannes — à l'atout demandé, sur l'atout de l'adversaire il faut monter
    Soit une donne de la variante "cannes-2016" à l'atout cœur
    Et la règle "play.trump_lead" vaut overtrump_unless_partner_master
    # 3° b : « obligation de monter dans le jeu d'atouts pour […] surcouper sur l'adversaire ».
    Et Nord a joué le 8 de cœur
    Et Ouest a joué le 9 de cœur
    Quand Sud doit jouer avec V♥ 7♥ A♣
    Alors les cartes jouables sont V♥

  @variante-cannes-2016 @option-atout-monter-sur-partenaire
  Scénario: Cannes, atout monté sur le partenaire — la règle fédérale
    Soit une donne de la variante "cannes-2016+atout-monter-sur-partenaire" à l'atout cœur
    Et la règle "play.trump_lead" vaut must_overtrump
    Et Nord a joué le 9 de cœur
    Et Ouest a joué le 7 de cœur
    Quand Sud doit jouer avec V♥ 8♥ A♣
    Alors les cartes jouables sont V♥

  # ------------------------------------------------------------------ donne et enchères (1°, 2°)

  @variante-cannes-2016
  Scénario: Cannes — enchères de dix en dix dès 80, jusqu'à 260 puis « générale ou capot » (270)
    Soit une partie de la variante "cannes-2016" dont Est est le donneur (graine 1)
    Et la règle "deal.shuffle.first" vaut each_team
    Et la règle "deal.cut.min_packet" vaut 2
    Et la règle "bidding.first_speaker" vaut after_dealer
    Et la règle "bidding.auction.floor" vaut 80
    Et la règle "bidding.auction.step" vaut 10
    Et la règle "bidding.auction.ceiling" vaut 260
    Et la règle "bidding.auction.capot_contre" vaut true
    # 1° : « Les cartes sont mélangées au départ par un joueur de chaque équipe » (le moteur
    # mélange de toute façon) ; huit cartes chacun, sans carte retournée.
    Alors chaque joueur a 8 cartes
    Et aucune carte n'est retournée
    Et Nord parle en premier
    Et les enchères possibles commencent par 80, 90, 100
    Et Nord ne peut pas annoncer générale à cœur
    # 2° : « la surenchère étant de 10 au moins au-dessus de l'enchère précédente ».
    Quand Nord annonce 100 à cœur
    Alors Ouest peut annoncer 130 à pique
    Quand Ouest annonce 250 à pique
    Alors Sud peut annoncer 260 à cœur
    Et Sud ne peut pas annoncer 270 à cœur
    Et Sud peut annoncer capot à cœur
    Quand Sud annonce capot à cœur
    Alors Est peut contrer
    Et Est ne peut pas annoncer 260 à pique
    Quand Est contre
    Alors Nord peut surcontrer
    Quand Nord surcontre
    Alors le contrat est capot à cœur surcontré pour NS

  @variante-cannes-2016
  Scénario: Cannes — un contre hors de son tour : le camp qui a enchéri choisit de jouer
    Soit une partie de la variante "cannes-2016" dont Nord est le donneur (graine 3)
    Et la règle "bidding.auction.contre_timing" vaut in_turn
    Et la règle "bidding.auction.contre_out_of_turn" vaut wronged_side_chooses
    Et la règle "bidding.auction.after_contre" vaut every_seat
    # 2° : « On ne contre pas à la volée […] Si cela n'est pas respecté l'adversaire décidera
    # de la suite à donner : soit on continue la partie en assumant le résultat soit on
    # redonne. » La parole reprend après le contreur ; elle n'est retirée « qu'après que
    # trois (3) joueurs successifs ont dit passe » : Sud, partenaire de Nord, passe aussi
    # (le règlement ne le fait pas taire ; choix).
    Quand Ouest annonce 90 à pique
    Alors Nord peut contrer hors de son tour
    Quand Nord contre hors de son tour
    Et Ouest joue quand même
    Et Ouest passe
    Alors Sud ne peut que passer
    Quand Sud passe
    Et Est passe
    Alors le contrat est 90 à pique contré pour EO

  @variante-cannes-2016
  Scénario: Cannes — un contre hors de son tour : le camp qui a enchéri fait redonner
    Soit une partie de la variante "cannes-2016" dont Nord est le donneur (graine 3)
    Et la règle "bidding.auction.contre_out_of_turn" vaut wronged_side_chooses
    Quand Ouest annonce 90 à pique
    Et Nord contre hors de son tour
    Et Ouest demande une nouvelle donne
    Alors le nouveau donneur est Nord
    Et le score de la partie est de 0 pour NS et 0 pour EO
    Et Ouest parle en premier
    Et chaque joueur a 8 cartes

  @variante-cannes-2016
  Scénario: Cannes — fausse donne vue avant toute enchère : on redonne
    Soit une partie de la variante "cannes-2016" dont Nord est le donneur (graine 3)
    Et la règle "deal.misdeal.penalty" vaut redeal
    Et la règle "deal.misdeal.barred" vaut none
    Et la règle "deal.misdeal.repeated" vaut []
    # 1°, Fausse donne : « 2° Constatée avant la prise des cartes par chacun = redonne ».
    Quand Nord signale une fausse donne
    Alors le nouveau donneur est Nord
    Et le score de la partie est de 0 pour NS et 0 pour EO

  @variante-cannes-2016
  Scénario: Cannes — fausse donne vue après une enchère adverse : 160 + le contrat, la donne passe
    Soit une partie de la variante "cannes-2016" dont Nord est le donneur (graine 3)
    Et la règle "deal.misdeal.after_bid.applies" vaut true
    Et la règle "deal.misdeal.after_bid.points" vaut 160
    Et la règle "deal.misdeal.after_bid.add_contract" vaut true
    Et la règle "deal.misdeal.points" vaut 160
    # 1°, Fausse donne : « 3° Constatée après une annonce de l'adversaire = pénalité de 160
    # points + le contrat, donne au suivant ». Nord a donné, Ouest (son adversaire) a demandé
    # 90 : EO marque 160 + 90 = 250 et Ouest donne. (Le règlement dit 160 ici, 162 à la marque.)
    Quand Ouest annonce 90 à pique
    Et Sud signale une fausse donne
    Alors le score de la partie est de 0 pour NS et 250 pour EO
    Et le nouveau donneur est Ouest

  @variante-cannes-2016
  Scénario: Cannes — fausse donne vue après une enchère du partenaire du donneur seulement : on redonne
    Soit une partie de la variante "cannes-2016" dont Nord est le donneur (graine 3)
    Et la règle "deal.misdeal.after_bid.applies" vaut true
    # Seule « une annonce de l'adversaire » déclenche la pénalité.
    Quand Ouest passe
    Et Sud annonce 80 à cœur
    Et Est signale une fausse donne
    Alors le score de la partie est de 0 pour NS et 0 pour EO
    Et le nouveau donneur est Nord

  @variante-cannes-2016
  Scénario: Cannes — le donneur suivant, à droite, « mélange s'il veut »
    Soit une partie de la variante "cannes-2016" dont Nord est le donneur (graine 4)
    Et la règle "deal.shuffle.between_deals" vaut dealer_choice
    Et la règle "deal.next_dealer" vaut after_dealer
    Quand tout le monde passe
    Et Ouest bat les cartes
    Alors le nouveau donneur est Ouest
    Et chaque joueur a 8 cartes
    Quand tout le monde passe
    Et Sud ramasse les cartes sans les battre
    Alors le nouveau donneur est Sud

  # ------------------------------------------------------------------ fin de partie (III – MARQUE)

  @variante-cannes-2016
  Scénario: Cannes — la dernière donne comptée au point juste : 204 et 58
    Soit un contrat pris par NS à l'atout cœur pour 100
    Et la variante "cannes-2016"
    Et la règle "game_end.target" vaut 2001
    Et la règle "game_end.reach" vaut reach
    Et la règle "scoring.rounding.last_deal" vaut exact
    Et les plis valent 104 pour NS et 58 pour EO
    Et une partie en cours à 1800 pour NS et 1500 pour EO
    # « La dernière donne est comptée au point juste (100 demandés + 104 faits = 204,
    # l'équipe adverse marquera 58 points et on inscrira 204 et 58) » : NS 1800 + 204 = 2004,
    # la partie en 2001 points est gagnée (arrondie, la donne n'aurait donné que 2000).
    Quand la donne compte pour la partie
    Alors la marque est 204 pour NS et 58 pour EO
    Et la donne est comptée au point près
    Et l'équipe NS gagne la partie

  @variante-cannes-2016
  Scénario: Cannes — 2000 points ne suffisent pas, la partie se joue en 2001
    Soit un contrat pris par NS à l'atout cœur pour 100
    Et la variante "cannes-2016"
    Et la règle "game_end.target" vaut 2001
    Et la règle "scoring.rounding.last_deal" vaut exact
    Et les plis valent 100 pour NS et 62 pour EO
    Et une partie en cours à 1800 pour NS et 1500 pour EO
    # NS 100 + 100 = 200 : au point juste 2000, moins que 2001. Ce n'est pas la dernière
    # donne ; arrondie : NS 200, EO 62 → 60.
    Quand la donne compte pour la partie
    Alors la marque est 200 pour NS et 60 pour EO
    Et la partie continue
