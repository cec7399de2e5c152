# language: fr
@regles-EL
Fonctionnalité: La contrée de l'édition « Équipe Ludique » des règles officielles
  Des donnes entières de la contrée telle que l'édition « Équipe Ludique » des « Règles
  officielles de la belote contrée » l'écrit, carte par carte, puis les enchères, le jeu de la
  carte et la fin de partie. Le document n'a pas d'adresse publique : ses phrases et ses
  numéros (§3.2, §4.1b, §5.2 règle 4, §8.2, §9.2–9.3) sont ceux que cite l'étude Avo-k/colver
  (docs/rules-survey). Tous les nombres attendus ont été calculés à la main ; le calcul est
  écrit en commentaire au-dessus des étapes.

  Rappel des valeurs : à l'atout V 20, 9 14, A 11, 10 10, R 4, D 3, 8 et 7 à 0 (62 points) ;
  hors atout A 11, 10 10, R 4, D 3, V 2 (30 par couleur) ; dix de der 10 ; 162 en tout.

  Marque (« la marque », sans numéro dans l'étude) : contrat réussi si les preneurs, belote
  comprise, atteignent leur enchère ; ils marquent leur total + le contrat, la défense son
  total. Chute : la défense marque 160 + le contrat + la belote (« la belote est prenable »),
  les preneurs rien. Contré ou surcontré réussi : les preneurs marquent 160 (250 au capot) +
  leur belote + le contrat, le tout ×2 (×3 surcontré), la défense rien ; chuté : la défense
  marque (160 + belote + contrat) ×2 ou ×3. Capot : 250 ; capot demandé : un contrat de 250.
  §9.2 : chaque camp arrondit à la dizaine, « inférieure jusqu'à 5, supérieure à partir de
  6 » (85 → 80, 86 → 90) ; la dernière donne se note sans arrondi.

  # ------------------------------------------------------------------ donnes complètes

  @variante-ffb-equipe-ludique
  Scénario: Équipe Ludique — Nord demande 100 à cœur et le fait grâce à sa belote, 75 s'arrondit à 70
    Soit une donne de la variante "ffb-equipe-ludique" prise par Nord à l'atout cœur pour 100
    Et la règle "bidding.system" vaut auction
    Et la règle "bidding.auction.floor" vaut 80
    Et la règle "deal.turned_card" vaut false
    Et la règle "belote.call" vaut declared
    Et la règle "scoring.contract.reach_bid" vaut true
    Et la règle "scoring.contract.beat_defence" vaut false
    Et la règle "scoring.contract.counts.taker.belote" vaut true
    Et la règle "scoring.outcomes.made.taker.base" vaut points
    Et la règle "scoring.outcomes.made.taker.contract" vaut true
    Et la règle "scoring.outcomes.made.taker.belote" vaut own
    Et la règle "scoring.outcomes.made.defence.base" vaut points
    Et la règle "scoring.outcomes.made.defence.belote" vaut own
    Et la règle "scoring.rounding.method" vaut each_team
    Et la règle "scoring.rounding.half" vaut down
    Et la règle "play.undertrump" vaut waived
    Et la règle "annonces.enabled" vaut false
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | R♥ D♥ 9♥ A♥ 10♥ 8♦ 7♣ D♠ |
      | Ouest  | V♥ 8♥ A♣ D♣ V♣ A♦ 10♠ V♠ |
      | Sud    | 7♥ R♣ 8♣ 7♦ D♦ 10♦ 9♠ 7♠ |
      | Est    | 9♣ 10♣ V♦ R♦ 9♦ R♠ A♠ 8♠ |
    # Est a donné : Nord parle et entame le premier (à droite du donneur). Atout cœur.
    # Pli 1 Nord  : D♥ 3 + V♥ 20 + 7♥ 0 + 8♠ 0 = 23, à Ouest (Nord dit « belote »).
    # Pli 2 Ouest : A♣ 11 + 8♣ 0 + 10♣ 10 + 7♣ 0 = 21, à Ouest.
    # Pli 3 Ouest : A♦ 11 + 7♦ 0 + R♦ 4 + 8♦ 0 = 15, à Ouest.
    # Pli 4 Ouest : V♠ 2 + 7♠ 0 + A♠ 11 + D♠ 3 = 16, à Est.
    # Pli 5 Est   : 9♦ 0 + R♥ 4 + V♣ 2 + 10♦ 10 = 16, à Nord (« rebelote »). Ouest, sans
    #   carreau, ne peut pas surcouper le roi avec son 8♥ : §5.2, il n'est pas obligé de
    #   pisser et se défausse du valet de trèfle.
    # Pli 6 Nord  : 9♥ 14 + 8♥ 0 + 9♠ 0 + 9♣ 0 = 14, à Nord.
    # Pli 7 Nord  : 10♥ 10 + D♣ 3 + R♣ 4 + V♦ 2 = 19, à Nord.
    # Pli 8 Nord  : A♥ 11 + 10♠ 10 + D♦ 3 + R♠ 4 = 28, à Nord, + 10 de der.
    # NS : 16 + 14 + 19 + 28 + 10 = 87 ; EO : 23 + 21 + 15 + 16 = 75 ; 87 + 75 = 162.
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | D♥ V♥ 7♥ 8♠    |
      | Ouest  | A♣ 8♣ 10♣ 7♣   |
      | Ouest  | A♦ 7♦ R♦ 8♦    |
      | Ouest  | V♠ 7♠ A♠ D♠    |
      | Est    | 9♦ R♥ V♣ 10♦   |
      | Nord   | 9♥ 8♥ 9♠ 9♣    |
      | Nord   | 10♥ D♣ R♣ V♦   |
      | Nord   | A♥ 10♠ D♦ R♠   |
    Alors les plis reviennent à Ouest Ouest Ouest Est Nord Nord Nord Nord
    Et les plis valent 87 pour NS et 75 pour EO
    Et Nord a une belote
    # Preneurs : 87 + 20 (belote) = 107, au moins 100 : contrat rempli.
    # Marque : NS « leur total + le montant du contrat » = 87 + 20 + 100 = 207 ; EO leur
    # total = 75. §9.2, chaque camp : 207 → 210 (7, au-dessus), 75 → 70 (5, en dessous).
    Et la marque est 210 pour NS et 70 pour EO
    Et le moteur joue la donne enregistrée et marque 210 pour NS et 70 pour EO
    Et la donne est "faite"

  @variante-ffb-equipe-ludique
  Scénario: Équipe Ludique — Sud demande 110 à pique et chute à 105, la défense prend sa belote
    Soit une donne de la variante "ffb-equipe-ludique" prise par Sud à l'atout pique pour 110
    Et la règle "scoring.outcomes.dedans.taker.base" vaut 0
    Et la règle "scoring.outcomes.dedans.taker.belote" vaut none
    Et la règle "scoring.outcomes.dedans.defence.base" vaut 160
    Et la règle "scoring.outcomes.dedans.defence.contract" vaut true
    Et la règle "scoring.outcomes.dedans.defence.belote" vaut all
    Et la règle "scoring.litige.enabled" vaut false
    Et la règle "play.trump_lead" vaut must_overtrump
    Et la règle "play.must_trump" vaut unless_partner_master
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | V♥ 9♥ 7♥ 10♣ 9♣ 8♣ 7♣ R♦ |
      | Ouest  | A♠ 8♠ R♥ 10♥ 8♥ A♣ 10♦ 9♦ |
      | Sud    | R♠ D♠ V♠ 10♠ 7♠ D♣ 8♦ 7♦ |
      | Est    | 9♠ A♥ D♥ R♣ V♣ A♦ D♦ V♦ |
    # Nord a donné : Ouest entame. Atout pique.
    # Pli 1 Ouest : A♣ 11 + D♣ 3 + R♣ 4 + 7♣ 0 = 18, à Ouest.
    # Pli 2 Ouest : 8♥ 0 + V♠ 20 + D♥ 3 + V♥ 2 = 25, à Sud (sans cœur, Sud doit couper).
    # Pli 3 Sud   : 7♠ 0 + 9♠ 14 + 7♥ 0 + 8♠ 0 = 14, à Est. Atout demandé : Ouest doit
    #   monter sur le 9 s'il le peut ; son as est plus faible, il fournit le 8.
    # Pli 4 Est   : A♦ 11 + R♦ 4 + 10♦ 10 + 7♦ 0 = 25, à Est.
    # Pli 5 Est   : D♦ 3 + 8♣ 0 + 9♦ 0 + 8♦ 0 = 3, à Est.
    # Pli 6 Est   : V♦ 2 + 9♥ 0 + 10♥ 10 + D♠ 3 = 15, à Sud (Sud coupe de la dame : « belote »).
    # Pli 7 Sud   : R♠ 4 + V♣ 2 + 9♣ 0 + A♠ 11 = 17, à Ouest (« rebelote » ; l'as monte sur le roi).
    # Pli 8 Ouest : R♥ 4 + 10♠ 10 + A♥ 11 + 10♣ 10 = 35, à Sud, + 10 de der.
    # NS : 25 + 15 + 35 + 10 = 85 ; EO : 18 + 14 + 25 + 3 + 17 = 77 ; 85 + 77 = 162.
    Et Nord a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Ouest  | A♣ D♣ R♣ 7♣    |
      | Ouest  | 8♥ V♠ D♥ V♥    |
      | Sud    | 7♠ 9♠ 7♥ 8♠    |
      | Est    | A♦ R♦ 10♦ 7♦   |
      | Est    | D♦ 8♣ 9♦ 8♦    |
      | Est    | V♦ 9♥ 10♥ D♠   |
      | Sud    | R♠ V♣ 9♣ A♠    |
      | Ouest  | R♥ 10♠ A♥ 10♣  |
    Alors les plis reviennent à Ouest Sud Est Est Est Sud Ouest Sud
    Et les plis valent 85 pour NS et 77 pour EO
    Et Sud a une belote
    # Preneurs : 85 + 20 = 105 : plus que la défense (77), mais moins que les 110 demandés :
    # chute. La défense marque « 160 points de chute + la belote + le montant du contrat » :
    # 160 + 20 + 110 = 290 ; « les preneurs ne marquent rien » : 0. Rien à arrondir.
    Et la marque est 0 pour NS et 290 pour EO
    Et le moteur joue la donne enregistrée et marque 0 pour NS et 290 pour EO
    Et la donne est "dedans"

  @variante-ffb-equipe-ludique
  Scénario: Équipe Ludique — Est demande 90 à carreau contré, Ouest doit surcouper la coupe de son partenaire
    Soit une donne de la variante "ffb-equipe-ludique" prise par Est à l'atout carreau pour 90 contrée
    Et la règle "bidding.auction.contre" vaut true
    Et la règle "bidding.auction.contre_ends_auction" vaut true
    Et la règle "scoring.contre.contre" vaut 2
    Et la règle "scoring.outcomes.made.taker.multiply" vaut [base, contract, belote]
    Et la règle "scoring.outcomes.made_contre" vaut {taker: {base: 160}, defence: {base: 0, belote: none}}
    Et la règle "play.partner_master_undertrump" vaut only_trumps_must_overtrump
    Et la règle "play.partner_master" vaut free
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | 10♥ 9♥ R♥ R♠ V♠ D♣ 10♣ 9♣ |
      | Ouest  | V♦ 9♦ A♦ 10♦ 7♦ 7♥ 9♠ A♣ |
      | Sud    | A♥ V♥ 8♥ A♠ 8♠ 7♠ R♣ V♣ |
      | Est    | R♦ D♦ 8♦ D♥ D♠ 10♠ 8♣ 7♣ |
    # Sud a donné : Est parle le premier et demande 90 à carreau, Nord contre, tout le monde
    # passe. Est entame.
    # Pli 1 Est   : 7♣ 0 + D♣ 3 + A♣ 11 + V♣ 2 = 16, à Ouest.
    # Pli 2 Ouest : 9♦ 14 + 8♠ 0 + R♦ 4 + V♠ 2 = 20, à Ouest (Est dit « belote » avec le roi).
    # Pli 3 Ouest : 7♥ 0 + 8♥ 0 + D♥ 3 + 9♥ 0 = 3, à Est.
    # Pli 4 Est   : D♠ 3 + R♠ 4 + 9♠ 0 + A♠ 11 = 18, à Sud.
    # Pli 5 Sud   : A♥ 11 + D♦ 3 + 10♥ 10 + V♦ 20 = 44, à Ouest. Est coupe l'as (« rebelote »)
    #   et tient le pli ; Ouest n'a plus que de l'atout (7♦ A♦ V♦ 10♦) : règle 4 de cette
    #   édition, « il est obligé de fournir un atout supérieur » : pas le 7, il met le valet.
    # Pli 6 Ouest : 10♦ 10 + R♣ 4 + 8♦ 0 + R♥ 4 = 18, à Ouest.
    # Pli 7 Ouest : 7♦ 0 + 7♠ 0 + 8♣ 0 + 10♣ 10 = 10, à Ouest.
    # Pli 8 Ouest : A♦ 11 + V♥ 2 + 10♠ 10 + 9♣ 0 = 23, à Ouest, + 10 de der.
    # NS : 18 ; EO : 16 + 20 + 3 + 44 + 18 + 10 + 23 + 10 = 144 ; 18 + 144 = 162.
    Et Sud a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Est    | 7♣ D♣ A♣ V♣    |
      | Ouest  | 9♦ 8♠ R♦ V♠    |
      | Ouest  | 7♥ 8♥ D♥ 9♥    |
      | Est    | D♠ R♠ 9♠ A♠    |
      | Sud    | A♥ D♦ 10♥ V♦   |
      | Ouest  | 10♦ R♣ 8♦ R♥   |
      | Ouest  | 7♦ 7♠ 8♣ 10♣   |
      | Ouest  | A♦ V♥ 10♠ 9♣   |
    Alors les plis reviennent à Ouest Ouest Est Sud Ouest Ouest Ouest Ouest
    Et les plis valent 18 pour NS et 144 pour EO
    Et Est a une belote
    # Preneurs : 144 + 20 = 164 ≥ 90 : contrat contré réussi. « Les preneurs marquent 160
    # points + leur belote + le montant du contrat demandé […] multiplié par 2 » :
    # (160 + 20 + 90) × 2 = 540 ; « les défenseurs ne marquent rien » : 0.
    Et la marque est 0 pour NS et 540 pour EO
    Et le moteur joue la donne enregistrée et marque 0 pour NS et 540 pour EO
    Et la donne est "faite"

  @variante-ffb-equipe-ludique @option-contre-sur-le-contrat
  Scénario: Équipe Ludique, contre sur le contrat — la même donne, seul le contrat est doublé
    Soit une donne de la variante "ffb-equipe-ludique+contre-sur-le-contrat" prise par Est à l'atout carreau pour 90 contrée
    Et la règle "scoring.outcomes.made_contre" vaut {taker: {base: 160, multiply: [contract]}, defence: {base: 0, belote: none}}
    Et la règle "scoring.outcomes.dedans.defence.multiply" vaut [contract]
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | 10♥ 9♥ R♥ R♠ V♠ D♣ 10♣ 9♣ |
      | Ouest  | V♦ 9♦ A♦ 10♦ 7♦ 7♥ 9♠ A♣ |
      | Sud    | A♥ V♥ 8♥ A♠ 8♠ 7♠ R♣ V♣ |
      | Est    | R♦ D♦ 8♦ D♥ D♠ 10♠ 8♣ 7♣ |
    # Les plis de la donne précédente : NS 18, EO 144, belote d'Est.
    # Lecture « multiplié » accordé à « le montant du contrat » : 160 + 20 + 90 × 2 = 360.
    Et Sud a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Est    | 7♣ D♣ A♣ V♣    |
      | Ouest  | 9♦ 8♠ R♦ V♠    |
      | Ouest  | 7♥ 8♥ D♥ 9♥    |
      | Est    | D♠ R♠ 9♠ A♠    |
      | Sud    | A♥ D♦ 10♥ V♦   |
      | Ouest  | 10♦ R♣ 8♦ R♥   |
      | Ouest  | 7♦ 7♠ 8♣ 10♣   |
      | Ouest  | A♦ V♥ 10♠ 9♣   |
    Alors les plis valent 18 pour NS et 144 pour EO
    Et la marque est 0 pour NS et 360 pour EO
    Et le moteur joue la donne enregistrée et marque 0 pour NS et 360 pour EO
    Et la donne est "faite"

  @variante-ffb-equipe-ludique
  Scénario: Équipe Ludique — Nord demande 80 à trèfle, contré puis surcontré, et chute : tout ×3
    Soit une donne de la variante "ffb-equipe-ludique" prise par Nord à l'atout trèfle pour 80 surcontrée
    Et la règle "bidding.auction.surcontre" vaut true
    Et la règle "scoring.contre.surcontre" vaut 3
    Et la règle "scoring.outcomes.dedans.defence.multiply" vaut [base, contract, belote]
    Et la règle "scoring.outcomes.dedans_contre" vaut {}
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | R♣ D♣ 10♣ 9♥ 8♦ R♦ 10♠ D♠ |
      | Ouest  | 9♣ 8♣ R♥ A♦ 10♦ V♦ A♠ 7♠ |
      | Sud    | A♣ 10♥ 8♥ D♦ 9♦ R♠ V♠ 9♠ |
      | Est    | V♣ 7♣ A♥ V♥ D♥ 7♥ 7♦ 8♠ |
    # Est a donné : Nord demande 80 à trèfle, Ouest contre, Sud surcontre (les enchères
    # s'arrêtent). Nord entame.
    # Pli 1 Nord  : D♣ 3 + 9♣ 14 + A♣ 11 + V♣ 20 = 48, à Est (« belote » de Nord ; atout
    #   demandé, chacun monte : le 9, puis Sud n'a que l'as, puis le valet).
    # Pli 2 Est   : A♥ 11 + 9♥ 0 + R♥ 4 + 8♥ 0 = 15, à Est.
    # Pli 3 Est   : 7♦ 0 + 8♦ 0 + 10♦ 10 + 9♦ 0 = 10, à Ouest.
    # Pli 4 Ouest : A♦ 11 + D♦ 3 + D♥ 3 + R♦ 4 = 21, à Ouest.
    # Pli 5 Ouest : A♠ 11 + 9♠ 0 + 8♠ 0 + D♠ 3 = 14, à Ouest.
    # Pli 6 Ouest : V♦ 2 + V♠ 2 + V♥ 2 + R♣ 4 = 10, à Nord (coupe du roi, « rebelote »).
    # Pli 7 Nord  : 10♣ 10 + 8♣ 0 + R♠ 4 + 7♣ 0 = 14, à Nord.
    # Pli 8 Nord  : 10♠ 10 + 7♠ 0 + 10♥ 10 + 7♥ 0 = 20, à Nord, + 10 de der.
    # NS : 10 + 14 + 20 + 10 = 54 ; EO : 48 + 15 + 10 + 21 + 14 = 108 ; 54 + 108 = 162.
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | D♣ 9♣ A♣ V♣    |
      | Est    | A♥ 9♥ R♥ 8♥    |
      | Est    | 7♦ 8♦ 10♦ 9♦   |
      | Ouest  | A♦ D♦ D♥ R♦    |
      | Ouest  | A♠ 9♠ 8♠ D♠    |
      | Ouest  | V♦ V♠ V♥ R♣    |
      | Nord   | 10♣ 8♣ R♠ 7♣   |
      | Nord   | 10♠ 7♠ 10♥ 7♥  |
    Alors les plis reviennent à Est Est Ouest Ouest Ouest Nord Nord Nord
    Et les plis valent 54 pour NS et 108 pour EO
    Et Nord a une belote
    # Preneurs : 54 + 20 = 74 < 80 : chute. Défense : « 160 points de chute + la belote + le
    # montant du contrat demandé […] multiplié par 2 (ou par 3 en cas de surcontre) », la
    # belote des preneurs étant prenable : (160 + 20 + 80) × 3 = 780 ; NS 0.
    Et la marque est 0 pour NS et 780 pour EO
    Et le moteur joue la donne enregistrée et marque 0 pour NS et 780 pour EO
    Et la donne est "dedans"

  @variante-ffb-equipe-ludique @option-contre-sur-le-contrat
  Scénario: Équipe Ludique, contre sur le contrat — la même chute surcontrée ne triple que les 80
    Soit une donne de la variante "ffb-equipe-ludique+contre-sur-le-contrat" prise par Nord à l'atout trèfle pour 80 surcontrée
    Et la règle "scoring.outcomes.dedans.defence.multiply" vaut [contract]
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | R♣ D♣ 10♣ 9♥ 8♦ R♦ 10♠ D♠ |
      | Ouest  | 9♣ 8♣ R♥ A♦ 10♦ V♦ A♠ 7♠ |
      | Sud    | A♣ 10♥ 8♥ D♦ 9♦ R♠ V♠ 9♠ |
      | Est    | V♣ 7♣ A♥ V♥ D♥ 7♥ 7♦ 8♠ |
    # Mêmes plis : NS 54 + 20 = 74 < 80, chute. 160 + 20 + 80 × 3 = 420 pour EO.
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | D♣ 9♣ A♣ V♣    |
      | Est    | A♥ 9♥ R♥ 8♥    |
      | Est    | 7♦ 8♦ 10♦ 9♦   |
      | Ouest  | A♦ D♦ D♥ R♦    |
      | Ouest  | A♠ 9♠ 8♠ D♠    |
      | Ouest  | V♦ V♠ V♥ R♣    |
      | Nord   | 10♣ 8♣ R♠ 7♣   |
      | Nord   | 10♠ 7♠ 10♥ 7♥  |
    Alors les plis valent 54 pour NS et 108 pour EO
    Et la marque est 0 pour NS et 420 pour EO
    Et le moteur joue la donne enregistrée et marque 0 pour NS et 420 pour EO
    Et la donne est "dedans"

  @variante-ffb-equipe-ludique
  Scénario: Équipe Ludique — Nord demande le capot à pique et fait les huit plis : 250 + 250
    Soit une donne de la variante "ffb-equipe-ludique" prise par Nord à l'atout pique pour capot
    Et la règle "bidding.auction.capot" vaut true
    Et la règle "bidding.auction.capot_contre" vaut true
    Et la règle "scoring.capot.kind" vaut flat
    Et la règle "scoring.capot.points" vaut 250
    Et la règle "scoring.capot.announced.enabled" vaut true
    Et la règle "scoring.capot.announced.contract" vaut 250
    Et la règle "scoring.outcomes.capot_bid_made" vaut {taker: {base: points, contract: true}}
    Et la règle "scoring.outcomes.capot_bid_failed" vaut {defence: {contract: true}}
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | V♠ 9♠ R♠ D♠ A♦ 10♦ V♣ D♣ |
      | Ouest  | 10♠ 7♠ D♦ 8♦ 7♦ 10♥ 8♥ 9♣ |
      | Sud    | A♠ A♥ V♥ 9♥ 7♥ A♣ 10♣ 8♣ |
      | Est    | 8♠ R♥ D♥ R♦ V♦ 9♦ R♣ 7♣ |
    # Est a donné : Nord demande le capot à pique (rien n'est au-dessus) et entame.
    # Pli 1 Nord  : V♠ 20 + 7♠ 0 + A♠ 11 + 8♠ 0 = 31, à Nord.
    # Pli 2 Nord  : 9♠ 14 + 10♠ 10 + A♣ 11 + 7♣ 0 = 35, à Nord.
    # Pli 3 Nord  : A♦ 11 + 7♦ 0 + V♥ 2 + 9♦ 0 = 13, à Nord.
    # Pli 4 Nord  : 10♦ 10 + 8♦ 0 + 7♥ 0 + V♦ 2 = 12, à Nord.
    # Pli 5 Nord  : V♣ 2 + 9♣ 0 + 10♣ 10 + R♣ 4 = 16, à Sud.
    # Pli 6 Sud   : A♥ 11 + D♥ 3 + D♣ 3 + 8♥ 0 = 17, à Sud.
    # Pli 7 Sud   : 8♣ 0 + R♥ 4 + D♠ 3 + D♦ 3 = 10, à Nord (Nord coupe de la dame : « belote »).
    # Pli 8 Nord  : R♠ 4 + 10♥ 10 + 9♥ 0 + R♦ 4 = 18, à Nord (« rebelote »), + 10 de der.
    # NS : 31 + 35 + 13 + 12 + 16 + 17 + 10 + 18 + 10 = 162 ; EO : 0. Les huit plis : capot.
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | V♠ 7♠ A♠ 8♠    |
      | Nord   | 9♠ 10♠ A♣ 7♣   |
      | Nord   | A♦ 7♦ V♥ 9♦    |
      | Nord   | 10♦ 8♦ 7♥ V♦   |
      | Nord   | V♣ 9♣ 10♣ R♣   |
      | Sud    | A♥ D♥ D♣ 8♥    |
      | Sud    | 8♣ R♥ D♠ D♦    |
      | Nord   | R♠ 10♥ 9♥ R♦   |
    Alors les plis reviennent à Nord Nord Nord Nord Sud Sud Nord Nord
    Et les plis valent 162 pour NS et 0 pour EO
    Et Nord a une belote
    # Capot demandé et fait : « leur total + le montant du contrat demandé (250 points pour
    # un capot demandé) » ; leur total est celui du capot, 250, avec la belote :
    # 250 + 20 + 250 = 520. EO : rien. Déjà rond.
    Et la marque est 520 pour NS et 0 pour EO
    Et le moteur joue la donne enregistrée et marque 520 pour NS et 0 pour EO
    Et la donne est "capot"

  @variante-ffb-equipe-ludique
  Scénario: Équipe Ludique — Ouest demande 120 à cœur et fait capot sans l'avoir demandé
    Soit une donne de la variante "ffb-equipe-ludique" prise par Ouest à l'atout cœur pour 120
    Et la règle "scoring.outcomes.capot" vaut {taker: {base: points}}
    Et la règle "scoring.outcomes.capot_against" vaut {}
    Et la règle "scoring.capot.kind" vaut flat
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | R♥ 7♥ R♠ D♠ 7♠ D♣ 7♣ 10♦ |
      | Ouest  | V♥ 9♥ A♥ 10♥ V♠ A♣ V♣ 9♣ |
      | Sud    | D♥ 10♠ 9♠ R♣ 10♣ 8♣ R♦ 7♦ |
      | Est    | 8♥ A♠ 8♠ A♦ V♦ D♦ 9♦ 8♦ |
    # Nord a donné : Ouest entame. Atout cœur. Le roi et la dame de cœur sont séparés (Nord,
    # Sud) : pas de belote.
    # Pli 1 Ouest : V♥ 20 + D♥ 3 + 8♥ 0 + 7♥ 0 = 23, à Ouest.
    # Pli 2 Ouest : 9♥ 14 + 7♦ 0 + 8♠ 0 + R♥ 4 = 18, à Ouest.
    # Pli 3 Ouest : A♣ 11 + 8♣ 0 + D♦ 3 + 7♣ 0 = 14, à Ouest.
    # Pli 4 Ouest : V♠ 2 + 9♠ 0 + A♠ 11 + 7♠ 0 = 13, à Est.
    # Pli 5 Est   : A♦ 11 + 10♦ 10 + V♣ 2 + R♦ 4 = 27, à Est.
    # Pli 6 Est   : V♦ 2 + D♣ 3 + 9♣ 0 + R♣ 4 = 9, à Est.
    # Pli 7 Est   : 8♦ 0 + D♠ 3 + 10♥ 10 + 10♣ 10 = 23, à Ouest (son partenaire maître, Ouest
    #   coupe quand même : c'est permis).
    # Pli 8 Ouest : A♥ 11 + 10♠ 10 + 9♦ 0 + R♠ 4 = 25, à Ouest, + 10 de der.
    # EO : 23 + 18 + 14 + 13 + 27 + 9 + 23 + 25 + 10 = 162 ; NS : 0. Capot.
    Et Nord a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Ouest  | V♥ D♥ 8♥ 7♥    |
      | Ouest  | 9♥ 7♦ 8♠ R♥    |
      | Ouest  | A♣ 8♣ D♦ 7♣    |
      | Ouest  | V♠ 9♠ A♠ 7♠    |
      | Est    | A♦ 10♦ V♣ R♦   |
      | Est    | V♦ D♣ 9♣ R♣    |
      | Est    | 8♦ D♠ 10♥ 10♣  |
      | Ouest  | A♥ 10♠ 9♦ R♠   |
    Alors les plis reviennent à Ouest Ouest Ouest Est Est Est Ouest Ouest
    Et les plis valent 0 pour NS et 162 pour EO
    Et personne n'a la belote
    # Capot non demandé : le camp qui fait tous les plis compte 250 (« 250 points si capot
    # réalisé, même non demandé ») + le contrat : 250 + 120 = 370 ; NS 0. (Avec les 252 du
    # §8.2 on aurait 372, arrondi aussi à 370 : les deux lectures ne diffèrent qu'à la
    # dernière donne, comptée sans arrondi.)
    Et la marque est 0 pour NS et 370 pour EO
    Et le moteur joue la donne enregistrée et marque 0 pour NS et 370 pour EO
    Et la donne est "capot"

  # ------------------------------------------------------------------ jeu de la carte (§5.2)

  @variante-ffb-equipe-ludique
  Scénario: Équipe Ludique, règle 4 — partenaire maître par une coupe, rien que de l'atout : il faut monter
    Soit une donne de la variante "ffb-equipe-ludique" à l'atout carreau
    Et la règle "play.partner_master_undertrump" vaut only_trumps_must_overtrump
    # §5.2, règle 4 : « Lorsque notre partenaire, maître, a coupé une carte adverse et que
    # nous ne possédons plus que de l'atout, il est obligé de fournir un atout supérieur. »
    Et Sud a joué l'as de cœur
    Et Est a joué la dame de carreau
    Et Nord a joué le 10 de cœur
    Quand Ouest doit jouer avec 7♦ A♦ V♦ 10♦
    Alors les cartes jouables sont A♦ V♦ 10♦
    Et 7♦ est refusée au nom de la règle "play.partner_master_undertrump"

  @variante-ffb-equipe-ludique
  Scénario: Équipe Ludique, règle 4 — avec une autre couleur en main, on joue ce qu'on veut
    Soit une donne de la variante "ffb-equipe-ludique" à l'atout carreau
    Et la règle "play.partner_master_undertrump" vaut only_trumps_must_overtrump
    Et la règle "play.partner_master" vaut free
    # La règle 4 ne vise que la main sans autre couleur ; sinon, partenaire maître, on se
    # défausse ou on coupe comme on veut, même plus bas (§5.2).
    Et Sud a joué l'as de cœur
    Et Est a joué la dame de carreau
    Et Nord a joué le 10 de cœur
    Quand Ouest doit jouer avec 7♦ A♦ 8♣
    Alors toutes ses cartes sont jouables

  @variante-ffb-equipe-ludique @option-regle-4-federale
  Scénario: Équipe Ludique, règle 4 de 2015 — rien que de l'atout, on peut passer sous son partenaire
    Soit une donne de la variante "ffb-equipe-ludique+regle-4-federale" à l'atout carreau
    Et la règle "play.partner_master_undertrump" vaut forbidden_unless_only_trumps
    # Le texte de 2015 : « il n'est pas obligé de fournir un atout supérieur » ; le 7 passe
    # sous la dame de son partenaire.
    Et Sud a joué l'as de cœur
    Et Est a joué la dame de carreau
    Et Nord a joué le 10 de cœur
    Quand Ouest doit jouer avec 7♦ A♦ V♦ 10♦
    Alors toutes ses cartes sont jouables

  @variante-ffb-equipe-ludique @option-regle-4-federale
  Scénario: Équipe Ludique, règle 4 de 2015 — avec une autre couleur, pas d'atout sous son partenaire
    Soit une donne de la variante "ffb-equipe-ludique+regle-4-federale" à l'atout carreau
    Et la règle "play.partner_master_undertrump" vaut forbidden_unless_only_trumps
    # « C'est le seul cas de figure, plutôt rare, où il est permis de jouer un atout
    # inférieur » : avec un trèfle en main, Ouest monte sur la dame (as) ou se défausse.
    Et Sud a joué l'as de cœur
    Et Est a joué la dame de carreau
    Et Nord a joué le 10 de cœur
    Quand Ouest doit jouer avec 7♦ A♦ 8♣
    Alors les cartes jouables sont A♦ 8♣
    Et 7♦ est refusée au nom de la règle "play.partner_master_undertrump"

  @variante-ffb-equipe-ludique
  Scénario: Équipe Ludique — on ne pisse pas : sans pouvoir surcouper, on se défausse
    Soit une donne de la variante "ffb-equipe-ludique" à l'atout carreau
    Et la règle "play.undertrump" vaut waived
    Et la règle "play.overtrump" vaut required
    # §5.2 (2.2) : « il n'est pas obligatoire d'en jouer un (on dit que l'on « ne pisse
    # pas »), on peut se défausser ».
    Et Nord a joué l'as de pique
    Et Ouest a joué le 9 de carreau
    Quand Sud doit jouer avec 7♦ R♣ 8♥
    Alors toutes ses cartes sont jouables

  @variante-ffb-equipe-ludique
  Scénario: Équipe Ludique — qui peut surcouper l'adversaire doit le faire
    Soit une donne de la variante "ffb-equipe-ludique" à l'atout carreau
    Et la règle "play.overtrump" vaut required
    Et Nord a joué l'as de pique
    Et Ouest a joué le 9 de carreau
    Quand Sud doit jouer avec V♦ 7♦ R♣
    Alors les cartes jouables sont V♦
    Et 7♦ est refusée au nom de la règle "play.overtrump"
    Et R♣ est refusée au nom de la règle "play.must_trump"

  @variante-ffb-equipe-ludique
  Scénario: Équipe Ludique — à l'atout demandé, on monte même sur son partenaire
    Soit une donne de la variante "ffb-equipe-ludique" à l'atout carreau
    Et la règle "play.trump_lead" vaut must_overtrump
    Et Nord a joué le 9 de carreau
    Et Ouest a joué le 7 de carreau
    Quand Sud doit jouer avec V♦ 8♦ A♣
    Alors les cartes jouables sont V♦

  # ------------------------------------------------------------------ donne et enchères

  @variante-ffb-equipe-ludique
  Scénario: Équipe Ludique — huit cartes d'un coup, enchères de 80 sans plafond, puis le capot
    Soit une partie de la variante "ffb-equipe-ludique" dont Est est le donneur (graine 1)
    Et la règle "deal.patterns" vaut [3-2-3, 3-3-2, 2-3-3]
    Et la règle "deal.cut.min_packet" vaut 3
    Et la règle "bidding.first_speaker" vaut after_dealer
    Et la règle "bidding.auction.step" vaut 10
    Et la règle "bidding.auction.ceiling" vaut null
    Et la règle "bidding.auction.generale" vaut false
    Et la règle "bidding.auction.same_level_order" vaut []
    Alors chaque joueur a 8 cartes
    Et aucune carte n'est retournée
    Et Nord parle en premier
    Et les enchères possibles commencent par 80, 90, 100
    Et Nord ne peut pas annoncer générale à cœur
    # §4.1b : « L'enchère doit être de 80 au minimum », sans plafond : on peut dépasser 160.
    Quand Nord annonce 170 à cœur
    Alors les enchères possibles commencent par 180, 190, 200
    Et Ouest peut annoncer capot à pique
    # « Il n'existe pas d'enchère supérieure au capot ; dès lors l'équipe adverse ne peut
    # plus que passer ou contrer. »
    Quand Ouest annonce capot à pique
    Alors Sud ne peut pas annoncer 500 à cœur
    Et Sud peut contrer
    Quand Sud passe
    Et Est passe
    Et Nord passe
    Alors le contrat est capot à pique pour EO
    Et Nord entame

  @variante-ffb-equipe-ludique
  Scénario: Équipe Ludique — on ne surenchérit pas sur soi-même : trois passes et l'enchère est faite
    Soit une partie de la variante "ffb-equipe-ludique" dont Est est le donneur (graine 1)
    Et la règle "bidding.auction.raise_own" vaut forbidden
    Et la règle "bidding.auction.end" vaut three_passes
    Et la règle "bidding.auction.overbid_partner" vaut true
    # « Il est impossible de surenchérir sur soi-même : le tour d'enchère s'achève
    # lorsqu'après une enchère ou un contre, les trois joueurs suivants passent. »
    Quand Nord annonce 80 à cœur
    Et Ouest passe
    Alors Sud peut annoncer 90 à cœur
    Quand Sud passe
    Et Est passe
    Alors le contrat est 80 à cœur pour NS
    Et Nord entame

  @variante-ffb-equipe-ludique
  Scénario: Équipe Ludique — le contre se dit à son tour et fige le contrat ; le camp contré peut surcontrer
    Soit une partie de la variante "ffb-equipe-ludique" dont Est est le donneur (graine 1)
    Et la règle "bidding.auction.contre_timing" vaut in_turn
    Et la règle "bidding.auction.contre_out_of_turn" vaut refused
    Et la règle "bidding.auction.contre_ends_auction" vaut true
    Et la règle "bidding.auction.after_contre" vaut every_seat
    Quand Nord annonce 90 à pique
    # C'est à Ouest de parler : Est ne contre pas « à la volée ».
    Alors Est ne peut pas contrer hors de son tour
    Quand Ouest contre
    Alors Sud peut surcontrer
    Et Sud ne peut pas annoncer 100 à pique
    Quand Sud passe
    # « Le tour d'enchère s'achève lorsqu'après une enchère ou un contre, les trois joueurs
    # suivants passent » : Est, partenaire du contreur, est l'un des trois.
    Alors Est ne peut que passer
    Quand Est passe
    Et Nord passe
    Alors le contrat est 90 à pique contré pour NS

  @variante-ffb-equipe-ludique
  Scénario: Équipe Ludique — quatre passes : pas de points, le voisin de droite donne et mélange s'il le veut
    Soit une partie de la variante "ffb-equipe-ludique" dont Nord est le donneur (graine 2)
    Et la règle "bidding.auction.all_pass" vaut redeal
    Et la règle "deal.next_dealer" vaut after_dealer
    Et la règle "deal.shuffle.between_deals" vaut dealer_choice
    Et la règle "deal.shuffle.first" vaut dealer
    Et la règle "deal.misdeal.penalty" vaut redeal
    # « Si les 4 joueurs passent sans enchérir, la donne est terminée sans points marqués » ;
    # §3.2 : « Le mélange du jeu est au vouloir du donneur avant chaque distribution. »
    Quand tout le monde passe
    Et Ouest ramasse les cartes sans les battre
    Alors on redistribue sans changer les scores
    Et le nouveau donneur est Ouest
    Et Sud parle en premier
    Quand tout le monde passe
    Et Sud bat les cartes
    Alors le nouveau donneur est Sud
    Et chaque joueur a 8 cartes

  # ------------------------------------------------------------------ fin de partie (§9.2–9.3)

  @variante-ffb-equipe-ludique
  Scénario: Équipe Ludique — 2000 points atteints au point près : la partie est gagnée
    Soit un contrat pris par NS à l'atout cœur pour 100
    Et la variante "ffb-equipe-ludique"
    Et la règle "game_end.target" vaut 2000
    Et la règle "game_end.reach" vaut reach
    Et la règle "scoring.rounding.last_deal" vaut exact
    Et les plis valent 112 pour NS et 50 pour EO
    Et une partie en cours à 1200 pour NS et 1950 pour EO
    # « Le premier camp atteignant ou dépassant 2000 points (au point près) remporte la
    # partie. » NS 112 + 100 = 212 ; EO 50 ; au point près EO arrive à 1950 + 50 = 2000 : gagné.
    Quand la donne compte pour la partie
    Alors la marque est 212 pour NS et 50 pour EO
    Et la donne est comptée au point près
    Et l'équipe EO gagne la partie

  @variante-ffb-equipe-ludique @option-depasser-2000
  Scénario: Équipe Ludique, il faut dépasser 2000 — « 2000 points pile, nous ne gagnons pas (encore) »
    Soit un contrat pris par NS à l'atout cœur pour 100
    Et la variante "ffb-equipe-ludique+depasser-2000"
    Et la règle "game_end.reach" vaut exceed
    Et les plis valent 112 pour NS et 50 pour EO
    Et une partie en cours à 1200 pour NS et 1950 pour EO
    # Même donne : EO ferait 2000 pile, ce qui ne suffit pas. Ce n'est donc pas la dernière
    # donne : elle s'arrondit (212 → 210, 50 → 50) et la partie continue.
    Quand la donne compte pour la partie
    Alors la marque est 210 pour NS et 50 pour EO
    Et la partie continue

  @variante-ffb-equipe-ludique
  Scénario: Équipe Ludique — la dernière donne se note sans arrondi
    Soit un contrat pris par NS à l'atout pique pour 100
    Et la variante "ffb-equipe-ludique"
    Et la règle "scoring.rounding.last_deal" vaut exact
    Et la règle "scoring.rounding.half" vaut down
    Et les plis valent 106 pour NS et 56 pour EO
    Et une partie en cours à 1800 pour NS et 1000 pour EO
    # NS 106 + 100 = 206, EO 56. Au point près NS arrive à 2006 : c'est la dernière donne,
    # notée « sans arrondis » (arrondie, elle aurait donné 210 et 60).
    Quand la donne compte pour la partie
    Alors la marque est 206 pour NS et 56 pour EO
    Et la donne est comptée au point près
    Et l'équipe NS gagne la partie

  @variante-ffb-equipe-ludique
  Scénario: Équipe Ludique — une donne qui n'atteint 2000 qu'arrondie se note sans arrondi et la partie continue
    Soit un contrat pris par NS à l'atout pique pour 80
    Et la variante "ffb-equipe-ludique"
    Et la règle "scoring.rounding.last_deal" vaut exact
    Et la règle "game_end.reach" vaut reach
    Et les plis valent 116 pour NS et 46 pour EO
    Et une partie en cours à 1800 pour NS et 1000 pour EO
    # NS 116 + 80 = 196, arrondi 200 : la donne porterait NS à 2000, elle peut donc être la
    # dernière et se note « sans arrondis ». Or « 2000 points (au point près) » : 1800 + 196 =
    # 1996, la partie n'est pas gagnée. La feuille garde ce compte exact (196 et 46) : jamais
    # 2000 inscrits pendant que la partie continue.
    Quand la donne compte pour la partie
    Alors la marque est 196 pour NS et 46 pour EO
    Et la donne est comptée au point près
    Et le total est de 1996 pour NS et 1046 pour EO
    Et la partie continue

  @variante-ffb-equipe-ludique
  Scénario: Équipe Ludique — les deux camps passent 2000 : celui qui a le plus de points au-delà gagne
    Soit un contrat pris par NS à l'atout carreau pour 100
    Et la variante "ffb-equipe-ludique"
    Et la règle "game_end.both_over" vaut higher_wins
    Et la règle "game_end.tie" vaut extra_deal
    Et les plis valent 110 pour NS et 52 pour EO
    Et une partie en cours à 1950 pour NS et 1960 pour EO
    # Au point près : NS 1950 + 210 = 2160, EO 1960 + 52 = 2012 ; « c'est celui qui a le plus
    # de points au-delà qui remporte la partie » : NS.
    Quand la donne compte pour la partie
    Alors la marque est 210 pour NS et 52 pour EO
    Et l'équipe NS gagne la partie

  @variante-ffb-equipe-ludique
  Scénario: Équipe Ludique — mise capot, une équipe n'atteint pas 2000 grâce à sa seule belote
    Soit un contrat pris par NS à l'atout cœur pour 100
    Et la variante "ffb-equipe-ludique"
    Et la règle "game_end.no_win_through.belote" vaut [dedans, capot_against]
    Et la règle "game_end.capot_loser_cannot_win" vaut false
    Et les plis valent 162 pour NS et 0 pour EO
    Et l'équipe NS a fait capot
    Et l'équipe EO a la belote
    Et une partie en cours à 1000 pour NS et 1990 pour EO
    # NS capot : 250 + 100 = 350 ; EO, sans un pli, marque sa belote : 20, et arriverait à
    # 2010 « uniquement grâce aux points d'une belote » : « la partie n'est pas encore
    # gagnée […] L'équipe aura besoin d'un pli supplémentaire. »
    Quand la donne compte pour la partie
    Alors la marque est 350 pour NS et 20 pour EO
    Et la partie continue

  # ------------------------------------------------------------------ belote et rebelote

  @variante-ffb-equipe-ludique
  Scénario: Équipe Ludique — Nord oublie « rebelote » : sa belote, dite avec la dame, compte quand même
    # La belote (sans numéro) : l'oubli de « rebelote » est toléré jusqu'au compte ; seul
    # « belote », dit avec la première carte, est exigé. La donne de Nord à 100 cœur (plus
    # haut) : Nord dit « belote » avec la dame au pli 1 et pose le roi au pli 5 sans rien dire.
    Soit une donne de la variante "ffb-equipe-ludique" prise par Nord à l'atout cœur pour 100
    Et la règle "belote.call" vaut declared
    Et la règle "belote.rebelote" vaut optional
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | R♥ D♥ 9♥ A♥ 10♥ 8♦ 7♣ D♠ |
      | Ouest  | V♥ 8♥ A♣ D♣ V♣ A♦ 10♠ V♠ |
      | Sud    | 7♥ R♣ 8♣ 7♦ D♦ 10♦ 9♠ 7♠ |
      | Est    | 9♣ 10♣ V♦ R♦ 9♦ R♠ A♠ 8♠ |
    # Les plis, comptés plus haut : NS 87, EO 75.
    Et Est a donné
    Et Nord ne dit pas « rebelote »
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | D♥ V♥ 7♥ 8♠    |
      | Ouest  | A♣ 8♣ 10♣ 7♣   |
      | Ouest  | A♦ 7♦ R♦ 8♦    |
      | Ouest  | V♠ 7♠ A♠ D♠    |
      | Est    | 9♦ R♥ V♣ 10♦   |
      | Nord   | 9♥ 8♥ 9♠ 9♣    |
      | Nord   | 10♥ D♣ R♣ V♦   |
      | Nord   | A♥ 10♠ D♦ R♠   |
    Alors les plis valent 87 pour NS et 75 pour EO
    # Comme avec « rebelote » : 87 + 20 = 107 ≥ 100, contrat rempli ; NS 207 → 210, EO 75 → 70.
    Et la marque est 210 pour NS et 70 pour EO
    Et le moteur joue la donne enregistrée et marque 210 pour NS et 70 pour EO
    Et la donne est "faite"

  @variante-ffb-equipe-ludique
  Scénario: Équipe Ludique — sans « belote » avec la dame, la belote est perdue et Nord chute
    # « Si un joueur annonce rebelote sans avoir préalablement annoncé la belote, le bonus
    # n'est pas accordé » : Nord pose la dame sans rien dire ; son roi ne peut plus la sauver.
    Soit une donne de la variante "ffb-equipe-ludique" prise par Nord à l'atout cœur pour 100
    Et la règle "belote.rebelote" vaut optional
    Et la règle "scoring.outcomes.dedans.defence.base" vaut 160
    Et la règle "scoring.outcomes.dedans.defence.contract" vaut true
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | R♥ D♥ 9♥ A♥ 10♥ 8♦ 7♣ D♠ |
      | Ouest  | V♥ 8♥ A♣ D♣ V♣ A♦ 10♠ V♠ |
      | Sud    | 7♥ R♣ 8♣ 7♦ D♦ 10♦ 9♠ 7♠ |
      | Est    | 9♣ 10♣ V♦ R♦ 9♦ R♠ A♠ 8♠ |
    Et Est a donné
    Et Nord ne dit pas « belote »
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | D♥ V♥ 7♥ 8♠    |
      | Ouest  | A♣ 8♣ 10♣ 7♣   |
      | Ouest  | A♦ 7♦ R♦ 8♦    |
      | Ouest  | V♠ 7♠ A♠ D♠    |
      | Est    | 9♦ R♥ V♣ 10♦   |
      | Nord   | 9♥ 8♥ 9♠ 9♣    |
      | Nord   | 10♥ D♣ R♣ V♦   |
      | Nord   | A♥ 10♠ D♦ R♠   |
    Alors les plis valent 87 pour NS et 75 pour EO
    # NS : 87 < 100 : chute. Défense : 160 + 100 = 260 (aucune belote) ; NS : 0.
    Et la marque est 0 pour NS et 260 pour EO
    Et le moteur joue la donne enregistrée et marque 0 pour NS et 260 pour EO
    Et la donne est "dedans"

  @variante-ffb-equipe-ludique
  Scénario: Équipe Ludique — « un pli supplémentaire » : mise capot de nouveau, l'équipe ne gagne toujours pas
    Soit un contrat pris par NS à l'atout trèfle pour 80
    Et la variante "ffb-equipe-ludique"
    Et la règle "game_end.no_win_through.until" vaut trick
    Et la règle "scoring.rounding.last_deal" vaut exact
    Et les plis valent 162 pour NS et 0 pour EO
    Et l'équipe NS a fait capot
    Et une partie en cours à 1350 pour NS et 2010 pour EO
    # La donne d'après : EO est restée à 2010 sans avoir gagné (sa belote seule l'y avait
    # portée). « L'équipe aura besoin d'un pli supplémentaire pour valider la partie » : NS
    # refait capot, EO ne fait aucun pli et ne marque rien, la partie n'est toujours pas
    # gagnée. NS : 250 + 80 = 330, soit 1680.
    Quand la donne compte pour la partie
    Alors la marque est 330 pour NS et 0 pour EO
    Et la partie continue

  @variante-ffb-equipe-ludique
  Scénario: Équipe Ludique — « un pli supplémentaire » : un pli suffit, même sur une donne que l'adversaire gagne
    Soit un contrat pris par NS à l'atout trèfle pour 80
    Et la variante "ffb-equipe-ludique"
    Et la règle "game_end.no_win_through.until" vaut trick
    Et la règle "scoring.rounding.last_deal" vaut exact
    Et les plis valent 149 pour NS et 13 pour EO
    Et les plis se répartissent ainsi : Nord 4, Sud 3, Est 1
    Et une partie en cours à 1350 pour NS et 2010 pour EO
    # EO fait un pli (13 points) : c'est le pli qui valide la partie. NS réussit son contrat
    # (149 + 80 = 229) mais reste à 1579 ; EO, au but, se note au point près : 2010 + 13 =
    # 2023, et gagne.
    Quand la donne compte pour la partie
    Alors la marque est 229 pour NS et 13 pour EO
    Et la donne est comptée au point près
    Et l'équipe EO gagne la partie
