# language: fr
@regles-CO15
Fonctionnalité: Belote coinchée FFB (règles de 2015) — donnes de référence
  Les « Règles de la belote coinchée » de la Fédération Française de Belote (PDF de novembre
  2015, variante « ffb-coinchee-2015 »). Les articles sont cités comme la synthèse
  Avo-k/colver les donne ; « sans numéro » désigne un passage qu'elle cite sans article.
  Chaque donne a été comptée à la main à partir du texte ; le calcul est en commentaire.

  Rappel des valeurs : à l'atout V 20, 9 14, A 11, 10 10, R 4, D 3, 8 et 7 à 0 ; hors atout
  A 11, 10 10, R 4, D 3, V 2, 9 8 7 à 0 ; 152 points de cartes, 162 avec le dix de der ; capot :
  le dernier pli vaut 100, le jeu 252. On joue Nord, Ouest, Sud, Est ; Est donne, Nord parle et
  entame. Annonces (§8) : tierce 20, cinquante 50, cent 100, carré de valets 200, de neuf 150,
  d'as, de dix, de rois, de dames 100 ; seul le camp qui a la meilleure annonce marque, et
  toutes les siennes ; une carte ne sert qu'à une annonce (la belote à part).
  Le contrat est réussi si les preneurs atteignent l'enchère ET font plus que la défense, plis,
  belote et annonces compris (§4.2). Réussi : chacun marque ses points, ses annonces et sa belote,
  les preneurs y ajoutent le contrat. Chute : la défense marque 160 + le contrat + toutes les
  annonces ; les preneurs ne gardent que leur belote, « réputée imprenable ». Coinche : « le score
  de la donne » × 2, surcoinche × 4, belote à part ; le perdant ne garde que sa belote.
  Arrondi à la dizaine, 5 vers le haut.

  # ------------------------------------------------------------------ donnes complètes

  @variante-ffb-coinchee-2015
  Scénario: FFB coinchée — Nord demande 100 à cœur, n'a que 95 points de plis, la tierce de Sud fait le contrat
    Soit une donne de la variante "ffb-coinchee-2015" prise par Nord à l'atout cœur pour 100
    Et la règle "scoring.contract.beat_defence" vaut true
    Et la règle "scoring.contract.margin" vaut 0
    Et la règle "scoring.contract.counts.taker.annonces" vaut true
    Et la règle "scoring.contract.counts.defence.annonces" vaut true
    Et la règle "scoring.outcomes.made.taker.annonces" vaut own
    Et la règle "scoring.outcomes.made.defence.annonces" vaut own
    Et la règle "annonces.enabled" vaut true
    Et la règle "annonces.card_reuse" vaut none
    Et la règle "annonces.declaring" vaut required
    Et la règle "annonces.declare" vaut first_card
    Et la règle "annonces.show" vaut second_trick
    Et la règle "belote.call" vaut declared
    Et la règle "scoring.rounding.method" vaut each_team
    Et la règle "scoring.rounding.half" vaut up
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | V♥ 9♥ A♥ 8♥ 10♠ 9♦ 8♦ V♣ |
      | Ouest  | 10♥ R♥ D♥ A♠ D♠ R♦ D♦ 10♣ |
      | Sud    | R♠ 9♠ 8♠ A♦ A♣ R♣ D♣ 9♣ |
      | Est    | 7♥ V♠ 7♠ 10♦ V♦ 7♦ 8♣ 7♣ |
    # Annonces : Sud a la tierce D-R-A♣ (20) ; personne d'autre n'a de suite ni de carré.
    # Ouest a la belote (R♥ D♥).
    # Pli 1 Nord  : V♥ 20 + D♥ 3 + A♦ 11 + 7♥ 0 = 34, à Nord (« belote » d'Ouest).
    # Pli 2 Nord  : 9♥ 14 + R♥ 4 + A♣ 11 + 7♠ 0 = 29, à Nord (« rebelote »).
    # Pli 3 Nord  : A♥ 11 + 10♥ 10 + R♠ 4 + 7♦ 0 = 25, à Nord.
    # Pli 4 Nord  : 8♥ 0 + D♠ 3 + R♣ 4 + 7♣ 0 = 7, à Nord.
    # Pli 5 Nord  : 10♠ 10 + A♠ 11 + 8♠ 0 + V♠ 2 = 23, à Ouest.
    # Pli 6 Ouest : 10♣ 10 + 9♣ 0 + 8♣ 0 + V♣ 2 = 12, à Ouest.
    # Pli 7 Ouest : R♦ 4 + 9♠ 0 + 10♦ 10 + 8♦ 0 = 14, à Est.
    # Pli 8 Est   : V♦ 2 + 9♦ 0 + D♦ 3 + D♣ 3 = 8, à Ouest, + 10 de der.
    # NS : 34 + 29 + 25 + 7 = 95 ; EO : 23 + 12 + 14 + 8 + 10 = 67 ; 95 + 67 = 162.
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | V♥ D♥ A♦ 7♥    |
      | Nord   | 9♥ R♥ A♣ 7♠    |
      | Nord   | A♥ 10♥ R♠ 7♦   |
      | Nord   | 8♥ D♠ R♣ 7♣    |
      | Nord   | 10♠ A♠ 8♠ V♠   |
      | Ouest  | 10♣ 9♣ 8♣ V♣   |
      | Ouest  | R♦ 9♠ 10♦ 8♦   |
      | Est    | V♦ 9♦ D♦ D♣    |
    Alors les plis reviennent à Nord Nord Nord Nord Ouest Ouest Est Ouest
    Et les plis valent 95 pour NS et 67 pour EO
    Et Sud annonce une tierce (20)
    Et l'équipe NS marque 20 points d'annonces
    Et Ouest a une belote
    # §4.2 : le total comprend les plis, la belote et les annonces.
    # NS : 95 + 20 = 115 ≥ 100, et 115 > EO 67 + 20 = 87 : les deux conditions, réussi.
    # (Sans la tierce, 95 < 100 : chute.)
    # NS = 95 + 100 + 20 = 215, arrondi à 220 ; EO = 67 + 20 = 87, arrondi à 90.
    Et la marque est 220 pour NS et 90 pour EO
    Et le moteur joue la donne enregistrée et marque 220 pour NS et 90 pour EO
    Et la donne est "faite"

  @variante-ffb-coinchee-2015
  Scénario: FFB coinchée — Nord fait 97 sur 90 mais la défense a 135 avec ses annonces : chute
    Soit une donne de la variante "ffb-coinchee-2015" prise par Nord à l'atout cœur pour 90
    Et la règle "scoring.litige.enabled" vaut false
    Et la règle "scoring.outcomes.dedans.taker.belote" vaut own
    Et la règle "scoring.outcomes.dedans.defence.annonces" vaut all
    Et la règle "scoring.outcomes.dedans.defence.belote" vaut own
    Et la règle "scoring.outcomes.dedans.defence.base" vaut 160
    Et la règle "scoring.outcomes.dedans.defence.contract" vaut true
    Et la règle "annonces.sequences.cinquante.points" vaut 50
    Et la règle "annonces.sequences.tierce.points" vaut 20
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | V♥ 9♥ D♥ R♠ V♠ 8♠ R♦ 7♣ |
      | Ouest  | A♥ 10♦ 9♦ 8♦ R♣ D♣ V♣ 10♣ |
      | Sud    | 7♥ 10♠ D♠ 7♠ A♦ V♦ 7♦ 8♣ |
      | Est    | 10♥ R♥ 8♥ A♠ 9♠ D♦ A♣ 9♣ |
    # Annonces : Ouest a le cinquante 10-V-D-R♣ (50) et la tierce 8-9-10♦ (20) ; personne
    # d'autre. Pas de belote (la dame de cœur est chez Nord, le roi chez Est).
    # Pli 1 Nord  : V♥ 20 + A♥ 11 + 7♥ 0 + 8♥ 0 = 31, à Nord.
    # Pli 2 Nord  : 9♥ 14 + 8♦ 0 + A♦ 11 + R♥ 4 = 29, à Nord.
    # Pli 3 Nord  : D♥ 3 + 9♦ 0 + 10♠ 10 + 10♥ 10 = 23, à Est (Est monte du 10).
    # Pli 4 Est   : A♠ 11 + 8♠ 0 + 10♦ 10 + 7♠ 0 = 21, à Est.
    # Pli 5 Est   : A♣ 11 + 7♣ 0 + 10♣ 10 + 8♣ 0 = 21, à Est.
    # Pli 6 Est   : D♦ 3 + R♦ 4 + V♣ 2 + V♦ 2 = 11, à Nord.
    # Pli 7 Nord  : R♠ 4 + D♣ 3 + D♠ 3 + 9♠ 0 = 10, à Nord.
    # Pli 8 Nord  : V♠ 2 + R♣ 4 + 7♦ 0 + 9♣ 0 = 6, à Nord, + 10 de der.
    # NS : 31 + 29 + 11 + 10 + 6 + 10 = 97 ; EO : 23 + 21 + 21 = 65 ; 97 + 65 = 162.
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | V♥ A♥ 7♥ 8♥    |
      | Nord   | 9♥ 8♦ A♦ R♥    |
      | Nord   | D♥ 9♦ 10♠ 10♥  |
      | Est    | A♠ 8♠ 10♦ 7♠   |
      | Est    | A♣ 7♣ 10♣ 8♣   |
      | Est    | D♦ R♦ V♣ V♦    |
      | Nord   | R♠ D♣ D♠ 9♠    |
      | Nord   | V♠ R♣ 7♦ 9♣    |
    Alors les plis reviennent à Nord Nord Est Est Est Nord Nord Nord
    Et les plis valent 97 pour NS et 65 pour EO
    Et Ouest annonce une cinquante (50) et une tierce (20)
    Et l'équipe EO marque 70 points d'annonces
    Et personne n'a la belote
    # NS : 97 ≥ 90, mais EO : 65 + 70 = 135 > 97 : la seconde condition manque, chute.
    # (En contrée FFB 2016, sans annonces et sans cette condition, le même jeu serait réussi.)
    # EO = 160 + 90 + 70 (toutes les annonces) = 320 ; NS = 0.
    Et la marque est 0 pour NS et 320 pour EO
    Et le moteur joue la donne enregistrée et marque 0 pour NS et 320 pour EO
    Et la donne est "dedans"

  @variante-ffb-coinchee-2015
  Scénario: FFB coinchée — Nord chute à 109 sur 110 : NS garde sa belote, sa tierce change de main, la belote ne fait pas gagner
    Soit une donne de la variante "ffb-coinchee-2015" prise par Nord à l'atout cœur pour 110
    Et une partie en cours à 1990 pour NS et 1500 pour EO
    Et la règle "game_end.no_win_through.belote" vaut [dedans, capot_against]
    Et la règle "game_end.no_win_through.annonces" vaut []
    Et la règle "game_end.target" vaut 2000
    Et la règle "game_end.target_choices" vaut [2000, 1000]
    Et la règle "game_end.reach" vaut reach
    Et la règle "game_end.capot_loser_cannot_win" vaut false
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | V♥ 10♥ 8♥ 10♠ 9♠ 7♠ A♦ 8♦ |
      | Ouest  | 7♥ A♠ R♠ V♠ 7♦ A♣ R♣ 10♣ |
      | Sud    | R♥ D♥ 10♦ D♦ V♦ V♣ 9♣ 8♣ |
      | Est    | 9♥ A♥ D♠ 8♠ R♦ 9♦ D♣ 7♣ |
    # Annonces : Sud a la tierce 10-V-D♦ (20) ; personne d'autre. Sud a la belote (R♥ D♥).
    # Pli 1 Nord  : V♥ 20 + 7♥ 0 + R♥ 4 + A♥ 11 = 35, à Nord (« belote » de Sud).
    # Pli 2 Nord  : 10♥ 10 + 7♦ 0 + D♥ 3 + 9♥ 14 = 27, à Est (« rebelote » ; Est monte du 9).
    # Pli 3 Est   : R♦ 4 + A♦ 11 + V♠ 2 + 10♦ 10 = 27, à Nord.
    # Pli 4 Nord  : 8♥ 0 + R♠ 4 + D♦ 3 + 8♠ 0 = 7, à Nord.
    # Pli 5 Nord  : 10♠ 10 + A♠ 11 + 8♣ 0 + D♠ 3 = 24, à Ouest (Sud, sans pique ni atout, se
    #   défausse : on ne pisse pas, §5.2, 2.2).
    # Pli 6 Ouest : A♣ 11 + 9♣ 0 + D♣ 3 + 7♠ 0 = 14, à Ouest.
    # Pli 7 Ouest : 10♣ 10 + V♣ 2 + 7♣ 0 + 9♠ 0 = 12, à Ouest.
    # Pli 8 Ouest : R♣ 4 + V♦ 2 + 9♦ 0 + 8♦ 0 = 6, à Ouest, + 10 de der.
    # NS : 35 + 27 + 7 = 69 ; EO : 27 + 24 + 14 + 12 + 6 + 10 = 93 ; 69 + 93 = 162.
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | V♥ 7♥ R♥ A♥    |
      | Nord   | 10♥ 7♦ D♥ 9♥   |
      | Est    | R♦ A♦ V♠ 10♦   |
      | Nord   | 8♥ R♠ D♦ 8♠    |
      | Nord   | 10♠ A♠ 8♣ D♠   |
      | Ouest  | A♣ 9♣ D♣ 7♠    |
      | Ouest  | 10♣ V♣ 7♣ 9♠   |
      | Ouest  | R♣ V♦ 9♦ 8♦    |
    Alors les plis reviennent à Nord Est Nord Nord Ouest Ouest Ouest Ouest
    Et les plis valent 69 pour NS et 93 pour EO
    Et Sud annonce une tierce (20)
    Et Sud a une belote
    # NS : 69 + 20 (belote) + 20 (tierce) = 109 < 110 : chute.
    # La défense marque « 160 points de chute + leurs annonces + leur belote + les annonces des
    # preneurs qui changent de main » + le contrat : EO = 160 + 110 + 20 = 290.
    # Les preneurs ne marquent rien, « à l'exception des 20 points de belote » : NS = 20.
    Et la marque est 20 pour NS et 290 pour EO
    Et le moteur joue la donne enregistrée et marque 20 pour NS et 290 pour EO
    Et la donne est "dedans"
    # §10.4 : NS passe à 1990 + 20 = 2010, mais après une chute, « uniquement grâce aux points
    # d'une belote » : « la partie n'est pas encore gagnée ». EO : 1500 + 290 = 1790.
    Quand la donne compte pour la partie
    Alors le total est de 2010 pour NS et 1790 pour EO
    Et la partie continue

  @variante-ffb-coinchee-2015
  Scénario: FFB coinchée — Nord demande 90 à cœur, Ouest coinche, Nord réussit avec le cinquante de Sud
    Soit une donne de la variante "ffb-coinchee-2015" prise par Nord à l'atout cœur pour 90 contrée
    Et la règle "scoring.outcomes.made_contre" vaut {taker: {base: 160, contract: true, annonces: all, belote: own, multiply: [base, contract, annonces]}, defence: {base: 0, contract: false, annonces: none, belote: own, multiply: []}}
    Et la règle "scoring.contre.contre" vaut 2
    Et la règle "bidding.auction.contre_ends_auction" vaut true
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | V♥ A♥ 10♥ 10♠ D♠ 7♠ 10♦ D♣ |
      | Ouest  | 9♥ V♠ 9♠ 8♦ A♣ R♣ V♣ 9♣ |
      | Sud    | 8♥ A♦ R♦ D♦ V♦ 9♦ 8♣ 7♣ |
      | Est    | R♥ D♥ 7♥ A♠ R♠ 8♠ 7♦ 10♣ |
    # Est a donné : Nord demande 90 à cœur, Ouest coinche, les autres passent.
    # Annonces : Sud a le cinquante V-D-R-A♦ (50) ; personne d'autre. Est a la belote (R♥ D♥).
    # Pli 1 Nord  : V♥ 20 + 9♥ 14 + 8♥ 0 + 7♥ 0 = 34, à Nord.
    # Pli 2 Nord  : A♥ 11 + 9♠ 0 + A♦ 11 + D♥ 3 = 25, à Nord (« belote » d'Est).
    # Pli 3 Nord  : 10♥ 10 + 8♦ 0 + R♦ 4 + R♥ 4 = 18, à Nord (« rebelote »).
    # Pli 4 Nord  : 10♠ 10 + V♠ 2 + D♦ 3 + A♠ 11 = 26, à Est.
    # Pli 5 Est   : 10♣ 10 + D♣ 3 + A♣ 11 + 7♣ 0 = 24, à Ouest.
    # Pli 6 Ouest : R♣ 4 + 8♣ 0 + R♠ 4 + 7♠ 0 = 8, à Ouest.
    # Pli 7 Ouest : V♣ 2 + 9♦ 0 + 8♠ 0 + D♠ 3 = 5, à Ouest.
    # Pli 8 Ouest : 9♣ 0 + V♦ 2 + 7♦ 0 + 10♦ 10 = 12, à Ouest, + 10 de der.
    # NS : 34 + 25 + 18 = 77 ; EO : 26 + 24 + 8 + 5 + 12 + 10 = 85 ; 77 + 85 = 162.
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | V♥ 9♥ 8♥ 7♥    |
      | Nord   | A♥ 9♠ A♦ D♥    |
      | Nord   | 10♥ 8♦ R♦ R♥   |
      | Nord   | 10♠ V♠ D♦ A♠   |
      | Est    | 10♣ D♣ A♣ 7♣   |
      | Ouest  | R♣ 8♣ R♠ 7♠    |
      | Ouest  | V♣ 9♦ 8♠ D♠    |
      | Ouest  | 9♣ V♦ 7♦ 10♦   |
    Alors les plis reviennent à Nord Nord Nord Est Ouest Ouest Ouest Ouest
    Et les plis valent 77 pour NS et 85 pour EO
    Et Sud annonce une cinquante (50)
    Et Est a une belote
    # NS : 77 + 50 = 127 ≥ 90 et > EO 85 + 20 = 105 : réussi.
    # Coinché : « le score de la donne sera multiplié par 2 », belote à part, lu comme
    # (160 + contrat + annonces) × 2 ; « les défenseurs ne marquent rien, à l'exception
    # éventuelle des 20 points de belote ».
    # NS = (160 + 90 + 50) × 2 = 600 ; EO = 20.
    Et la marque est 600 pour NS et 20 pour EO
    Et le moteur joue la donne enregistrée et marque 600 pour NS et 20 pour EO
    Et la donne est "faite"

  @variante-ffb-coinchee-2015
  Scénario: FFB coinchée — Sud demande 100 à cœur, Est coinche, Nord surcoinche, Sud chute : (160 + 100 + 70) × 4
    Soit une donne de la variante "ffb-coinchee-2015" prise par Sud à l'atout cœur pour 100 surcontrée
    Et la règle "scoring.outcomes.dedans_contre" vaut {taker: {base: 0, contract: false, annonces: none, belote: own, multiply: []}, defence: {base: 160, contract: true, annonces: all, belote: own, multiply: [base, contract, annonces]}}
    Et la règle "scoring.contre.surcontre" vaut 4
    Et la règle "annonces.tie_break" vaut [carre_over_sequence, longer, higher]
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | 10♥ 8♥ 7♥ A♠ 10♦ 9♦ 7♦ 7♣ |
      | Ouest  | 10♠ R♠ V♠ 9♠ 8♠ A♦ D♦ 9♣ |
      | Sud    | 9♥ A♥ R♥ D♥ D♠ R♦ A♣ R♣ |
      | Est    | V♥ 7♠ V♦ 8♦ 10♣ D♣ V♣ 8♣ |
    # Est a donné : Nord et Ouest passent, Sud demande 100 à cœur, Est coinche, Nord
    # surcoinche : les enchères s'arrêtent.
    # Annonces : Ouest, cinquante 8-9-10-V♠ (50) ; Sud, tierce D-R-A♥ (20 ; la belote à part) ;
    # Est, tierce 10-V-D♣ (20). Le cinquante est la meilleure : EO marque les siennes, 50 + 20
    # = 70 ; la tierce de Sud ne compte pas. Sud a la belote (R♥ D♥).
    # Pli 1 Nord  : 10♥ 10 + 8♠ 0 + 9♥ 14 + V♥ 20 = 44, à Est (chacun monte à l'atout).
    # Pli 2 Est   : 10♣ 10 + 7♣ 0 + 9♣ 0 + A♣ 11 = 21, à Sud.
    # Pli 3 Sud   : A♥ 11 + 7♠ 0 + 7♥ 0 + 9♠ 0 = 11, à Sud.
    # Pli 4 Sud   : R♥ 4 + 8♦ 0 + 8♥ 0 + V♠ 2 = 6, à Sud (« belote »).
    # Pli 5 Sud   : D♥ 3 + 8♣ 0 + A♠ 11 + D♦ 3 = 17, à Sud (« rebelote »).
    # Pli 6 Sud   : R♦ 4 + V♦ 2 + 10♦ 10 + A♦ 11 = 27, à Ouest.
    # Pli 7 Ouest : 10♠ 10 + D♠ 3 + D♣ 3 + 7♦ 0 = 16, à Ouest.
    # Pli 8 Ouest : R♠ 4 + R♣ 4 + V♣ 2 + 9♦ 0 = 10, à Ouest, + 10 de der.
    # NS : 21 + 11 + 6 + 17 = 55 ; EO : 44 + 27 + 16 + 10 + 10 = 107 ; 55 + 107 = 162.
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | 10♥ 8♠ 9♥ V♥   |
      | Est    | 10♣ 7♣ 9♣ A♣   |
      | Sud    | A♥ 7♠ 7♥ 9♠    |
      | Sud    | R♥ 8♦ 8♥ V♠    |
      | Sud    | D♥ 8♣ A♠ D♦    |
      | Sud    | R♦ V♦ 10♦ A♦   |
      | Ouest  | 10♠ D♠ D♣ 7♦   |
      | Ouest  | R♠ R♣ V♣ 9♦    |
    Alors les plis reviennent à Est Sud Sud Sud Sud Ouest Ouest Ouest
    Et les plis valent 55 pour NS et 107 pour EO
    Et Ouest annonce une cinquante (50)
    Et Sud annonce une tierce (20)
    Et l'équipe EO marque 70 points d'annonces
    Et l'équipe NS marque 0 points d'annonces
    Et Sud a une belote
    # NS : 55 + 20 = 75 < 100 : chute.
    # Surcoinché : « Le score de la donne sera multiplié par 4 », belote à part :
    # EO = (160 + 100 + 70) × 4 = 330 × 4 = 1320 ; NS garde sa belote imprenable : 20.
    Et la marque est 20 pour NS et 1320 pour EO
    Et le moteur joue la donne enregistrée et marque 20 pour NS et 1320 pour EO
    Et la donne est "dedans"

  @variante-ffb-coinchee-2015
  Scénario: FFB coinchée — Sud demande le capot à cœur et le fait : 250 + 250 + la tierce d'Est qui change de main
    Soit une donne de la variante "ffb-coinchee-2015" prise par Sud à l'atout cœur pour capot
    Et la règle "scoring.outcomes.capot_bid_made" vaut {taker: {base: 250, contract: true, annonces: all}, defence: {base: 0, annonces: none}}
    Et la règle "scoring.capot.announced.enabled" vaut true
    Et la règle "scoring.capot.announced.contract" vaut 250
    Et la règle "scoring.capot.kind" vaut der_bonus
    Et la règle "scoring.capot.dix_de_der" vaut 100
    Et la règle "bidding.auction.capot" vaut true
    Et la règle "bidding.auction.capot_contre" vaut true
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | V♥ R♥ A♠ 8♠ 7♠ A♦ V♣ 7♣ |
      | Ouest  | 10♠ 9♠ R♦ V♦ 10♦ 8♦ D♣ 8♣ |
      | Sud    | 9♥ A♥ 10♥ D♥ A♣ 10♣ R♣ 9♣ |
      | Est    | 8♥ 7♥ R♠ D♠ V♠ D♦ 9♦ 7♦ |
    # Est a donné : Nord et Ouest passent, Sud demande le capot à cœur, tout le monde passe.
    # Annonces : Est, tierce V-D-R♠ (20) ; personne d'autre. Pas de belote (R♥ chez Nord, D♥
    # chez Sud).
    # Pli 1 Nord : V♥ 20 + 9♠ 0 + 9♥ 14 + 7♥ 0 = 34, à Nord.
    # Pli 2 Nord : R♥ 4 + 8♦ 0 + A♥ 11 + 8♥ 0 = 15, à Sud (Sud doit monter sur son partenaire).
    # Pli 3 Sud  : 10♥ 10 + 7♦ 0 + A♠ 11 + 8♣ 0 = 21, à Sud.
    # Pli 4 Sud  : D♥ 3 + 9♦ 0 + A♦ 11 + V♦ 2 = 16, à Sud.
    # Pli 5 Sud  : A♣ 11 + V♠ 2 + V♣ 2 + D♣ 3 = 18, à Sud.
    # Pli 6 Sud  : 10♣ 10 + D♠ 3 + 7♣ 0 + R♦ 4 = 17, à Sud.
    # Pli 7 Sud  : R♣ 4 + D♦ 3 + 7♠ 0 + 10♠ 10 = 17, à Sud.
    # Pli 8 Sud  : 9♣ 0 + R♠ 4 + 8♠ 0 + 10♦ 10 = 14, à Sud, + 10 de der.
    # NS : 34 + 15 + 21 + 16 + 18 + 17 + 17 + 14 + 10 = 162 ; EO : 0.
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | V♥ 9♠ 9♥ 7♥    |
      | Nord   | R♥ 8♦ A♥ 8♥    |
      | Sud    | 10♥ 7♦ A♠ 8♣   |
      | Sud    | D♥ 9♦ A♦ V♦    |
      | Sud    | A♣ V♠ V♣ D♣    |
      | Sud    | 10♣ D♠ 7♣ R♦   |
      | Sud    | R♣ D♦ 7♠ 10♠   |
      | Sud    | 9♣ R♠ 8♠ 10♦   |
    Alors les plis reviennent à Nord Sud Sud Sud Sud Sud Sud Sud
    Et les plis valent 162 pour NS et 0 pour EO
    Et Est annonce une tierce (20)
    Et l'équipe EO marque 20 points d'annonces
    Et personne n'a la belote
    # Capot : le dernier pli vaut 100, le jeu 252 ; « les annonces des défenseurs changent de
    # main et sont marquées par les preneurs, et ce, que le capot ait été demandé […] ou non ».
    # Capot demandé = contrat de 250 (lecture retenue) : NS = 250 + 250 + 20 = 520 ; EO = 0.
    Et la marque est 520 pour NS et 0 pour EO
    Et le moteur joue la donne enregistrée et marque 520 pour NS et 0 pour EO
    Et la donne est "capot"

  @variante-ffb-coinchee-2015 @option-capot-500
  Scénario: FFB coinchée, capot-500 — le même capot demandé vaut 500 forfaitaires + la tierce d'Est : même marque
    Soit une donne de la variante "ffb-coinchee-2015+capot-500" prise par Sud à l'atout cœur pour capot
    Et la règle "scoring.outcomes.capot_bid_made" vaut {taker: {base: 500, contract: false, annonces: all}, defence: {base: 0, annonces: none}}
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | V♥ R♥ A♠ 8♠ 7♠ A♦ V♣ 7♣ |
      | Ouest  | 10♠ 9♠ R♦ V♦ 10♦ 8♦ D♣ 8♣ |
      | Sud    | 9♥ A♥ 10♥ D♥ A♣ 10♣ R♣ 9♣ |
      | Est    | 8♥ 7♥ R♠ D♠ V♠ D♦ 9♦ 7♦ |
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | V♥ 9♠ 9♥ 7♥    |
      | Nord   | R♥ 8♦ A♥ 8♥    |
      | Sud    | 10♥ 7♦ A♠ 8♣   |
      | Sud    | D♥ 9♦ A♦ V♦    |
      | Sud    | A♣ V♠ V♣ D♣    |
      | Sud    | 10♣ D♠ 7♣ R♦   |
      | Sud    | R♣ D♦ 7♠ 10♠   |
      | Sud    | 9♣ R♠ 8♠ 10♦   |
    Alors les plis valent 162 pour NS et 0 pour EO
    # 500 forfaitaires + la tierce d'Est qui change de main : NS = 500 + 20 = 520 ; EO = 0.
    # Réussi, les deux lectures du capot demandé donnent la même marque (250 + 250 = 500).
    Et la marque est 520 pour NS et 0 pour EO
    Et le moteur joue la donne enregistrée et marque 520 pour NS et 0 pour EO

  @variante-ffb-coinchee-2015
  Scénario: FFB coinchée — Sud demande 100 à cœur et fait capot sans l'avoir demandé : 252 + 100 + la tierce d'Est
    Soit une donne de la variante "ffb-coinchee-2015" prise par Sud à l'atout cœur pour 100
    Et la règle "scoring.outcomes.capot" vaut {taker: {base: 250, annonces: all}, defence: {annonces: none}}
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | V♥ R♥ A♠ 8♠ 7♠ A♦ V♣ 7♣ |
      | Ouest  | 10♠ 9♠ R♦ V♦ 10♦ 8♦ D♣ 8♣ |
      | Sud    | 9♥ A♥ 10♥ D♥ A♣ 10♣ R♣ 9♣ |
      | Est    | 8♥ 7♥ R♠ D♠ V♠ D♦ 9♦ 7♦ |
    # Mêmes plis que la donne précédente : NS fait les huit plis ; Est a la tierce V-D-R♠.
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | V♥ 9♠ 9♥ 7♥    |
      | Nord   | R♥ 8♦ A♥ 8♥    |
      | Sud    | 10♥ 7♦ A♠ 8♣   |
      | Sud    | D♥ 9♦ A♦ V♦    |
      | Sud    | A♣ V♠ V♣ D♣    |
      | Sud    | 10♣ D♠ 7♣ R♦   |
      | Sud    | R♣ D♦ 7♠ 10♠   |
      | Sud    | 9♣ R♠ 8♠ 10♦   |
    Alors les plis valent 162 pour NS et 0 pour EO
    # Capot non demandé : 252 points réalisés + le contrat + les annonces des défenseurs, qui
    # changent de main « que le capot ait été demandé […] ou non ».
    # NS = 252 + 100 + 20 = 372, arrondi à 370 ; EO = 0.
    # (Le moteur compte 250 au lieu de 252, voir la variante : même marque après l'arrondi.)
    Et la marque est 370 pour NS et 0 pour EO
    Et le moteur joue la donne enregistrée et marque 370 pour NS et 0 pour EO
    Et la donne est "capot"

  @variante-ffb-coinchee-2015
  Scénario: FFB coinchée — Nord demande le capot à pique et perd un pli : 160 + 250 + le carré et le cinquante de NS à la défense
    Soit une donne de la variante "ffb-coinchee-2015" prise par Nord à l'atout pique pour capot
    Et la règle "scoring.outcomes.capot_bid_failed" vaut {}
    Et la règle "scoring.outcomes.capot_against" vaut {defence: {base: 250}}
    Et la règle "annonces.carres.ace" vaut 100
    Et la règle "annonces.still_tied" vaut nobody_scores
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | V♠ 10♠ R♠ D♠ 10♥ R♦ V♦ 9♦ |
      | Ouest  | 9♠ 8♠ 7♠ V♥ D♦ 8♦ R♣ 9♣ |
      | Sud    | A♠ A♥ R♥ A♦ 10♦ A♣ 10♣ D♣ |
      | Est    | D♥ 9♥ 8♥ 7♥ 7♦ V♣ 8♣ 7♣ |
    # Est a donné : Nord demande le capot à pique. Nord a la belote (R♠ D♠).
    # Annonces : Nord, cinquante 10-V-D-R♠ (50, la belote à part) ; Sud, carré d'as (100) ;
    # Ouest, tierce 7-8-9♠ (20) ; Est, tierce 7-8-9♥ (20). Le carré est la meilleure : NS
    # marque les siennes, 100 + 50 = 150 ; EO rien.
    # Pli 1 Nord  : V♠ 20 + 7♠ 0 + A♠ 11 + 7♥ 0 = 31, à Nord.
    # Pli 2 Nord  : 10♠ 10 + 9♠ 14 + D♣ 3 + D♥ 3 = 30, à Ouest (le 9 monte sur le 10).
    # Pli 3 Ouest : R♣ 4 + 10♣ 10 + 7♣ 0 + 10♥ 10 = 24, à Sud.
    # Pli 4 Sud   : A♥ 11 + 8♥ 0 + R♦ 4 + V♥ 2 = 17, à Sud.
    # Pli 5 Sud   : A♦ 11 + 7♦ 0 + V♦ 2 + 8♦ 0 = 13, à Sud.
    # Pli 6 Sud   : A♣ 11 + 8♣ 0 + 9♦ 0 + 9♣ 0 = 11, à Sud.
    # Pli 7 Sud   : 10♦ 10 + 9♥ 0 + R♠ 4 + D♦ 3 = 17, à Nord (« belote »).
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
    Et Nord annonce une cinquante (50)
    Et Sud annonce un carré (100)
    Et l'équipe NS marque 150 points d'annonces
    Et Nord a une belote
    # Ouest a fait un pli : capot chuté. Capot demandé = contrat de 250 : la ligne de la chute,
    # 160 + 250 + toutes les annonces (celles de NS changent de main) : EO = 160 + 250 + 150 = 560.
    # NS garde sa belote imprenable : 20.
    Et la marque est 20 pour NS et 560 pour EO
    Et le moteur joue la donne enregistrée et marque 20 pour NS et 560 pour EO
    Et la donne est "dedans"

  @variante-ffb-coinchee-2015 @option-capot-500
  Scénario: FFB coinchée, capot-500 — le même capot chuté vaut 500 + les annonces de NS à la défense
    Soit une donne de la variante "ffb-coinchee-2015+capot-500" prise par Nord à l'atout pique pour capot
    Et la règle "scoring.outcomes.capot_bid_failed" vaut {defence: {base: 500, contract: false}}
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
    # Capot demandé chuté à 500 forfaitaires, plus toutes les annonces : EO = 500 + 150 = 650 ;
    # NS garde sa belote : 20.
    Et la marque est 20 pour NS et 650 pour EO
    Et le moteur joue la donne enregistrée et marque 20 pour NS et 650 pour EO

  # ------------------------------------------------------------------ annonces

  @variante-ffb-coinchee-2015
  Scénario: FFB coinchée — deux tierces à l'as : égalité, aucune annonce ne compte, même la seconde tierce de Nord
    # §8 : à égalité, « aucune annonce ne compte, et ce, même si un camp bénéficie d'autres
    # annonces inférieures ». L'atout ne départage pas (choix de la variante).
    Soit une donne de la variante "ffb-coinchee-2015" à l'atout cœur
    Et la règle "annonces.tie_break" vaut [carre_over_sequence, longer, higher]
    Et la règle "annonces.still_tied" vaut nobody_scores
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | A♥ R♥ D♥ 7♣ 8♣ 9♣ 10♠ 7♦ |
      | Ouest  | V♥ 9♥ 10♥ 8♦ 9♦ V♣ V♠ 8♠ |
      | Sud    | 8♥ 7♥ 10♦ V♦ 10♣ D♣ 7♠ 9♠ |
      | Est    | A♠ R♠ D♠ A♦ R♦ D♦ A♣ R♣ |
    Quand on résout les annonces
    # Nord : tierce D-R-A♥ (20) et tierce 7-8-9♣ (20). Est : tierces D-R-A♠ et D-R-A♦ (20 + 20)
    # (R♣ A♣ sans la dame ne font rien). Ouest : tierce 9-10-V♥ (20). Sud : rien.
    # Les meilleures annonces sont des tierces à l'as, chez Nord et chez Est : même valeur,
    # même longueur, même hauteur : égalité, personne ne marque.
    Alors Nord annonce une tierce (20) et une tierce (20)
    Et aucune équipe ne marque d'annonce

  @variante-ffb-coinchee-2015
  Scénario: FFB coinchée — un carré de rois est plus fort qu'un cent
    # §8 : « Un carré de 100 points est plus fort qu'un cent. »
    Soit une donne de la variante "ffb-coinchee-2015" à l'atout pique
    Et la règle "annonces.carres.king" vaut 100
    Et la règle "annonces.sequences.cent.points" vaut 100
    Et la règle "annonces.cancelling_carres.ranks" vaut []
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | 7♥ 8♥ 9♥ 10♥ V♥ 7♠ 8♠ 7♦ |
      | Ouest  | R♥ R♠ R♦ R♣ 9♠ 10♠ 8♦ 7♣ |
      | Sud    | D♥ A♥ V♠ D♠ 9♦ 10♦ 8♣ 9♣ |
      | Est    | A♣ A♠ V♦ D♦ A♦ 10♣ V♣ D♣ |
    Quand on résout les annonces
    # Nord : cent 7-8-9-10-V♥ (100). Ouest : carré de rois (100). Est : tierce 10-V-D♣ (20).
    # Cent et carré valent 100 : le carré l'emporte, EO marque toutes ses annonces, 100 + 20.
    Alors Nord annonce un cent (100)
    Et Ouest annonce un carré (100)
    Et Est annonce une tierce (20)
    Et l'équipe EO marque 120 points d'annonces
    Et l'équipe NS marque 0 points d'annonces

  @variante-ffb-coinchee-2015
  Scénario: FFB coinchée — renonce : l'annonce qu'on ne montre pas va à l'adversaire
    # §8.4 : « Si un joueur se révèle incapable de montrer les combinaisons qu'il a annoncées, il y
    # a renonce : le camp adverse marquera les points que le camp fautif avait annoncés. »
    Soit une donne de la variante "ffb-coinchee-2015" à l'atout pique
    Et la règle "annonces.unshown" vaut opponents_score
    Et les mains suivantes :
      | joueur | cartes                  |
      | Nord   | 9♥ 10♥ V♥ D♥ 7♠ 8♦ 7♣ 8♣ |
      | Ouest  | 9♦ 10♦ V♦ 8♠ 9♠ R♥ A♥ 9♣ |
      | Sud    | 7♥ 8♥ D♦ A♦ 10♠ V♠ 10♣ V♣ |
      | Est    | D♠ R♠ A♠ 7♦ R♦ D♣ R♣ A♣ |
    Et Nord ne montre pas ses annonces
    Quand on résout les annonces
    # Nord a le cinquante 9-10-V-D♥ (50), la meilleure annonce, mais ne le montre pas : ses 50
    # points vont à EO.
    Alors Nord annonce une cinquante (50)
    Et l'équipe EO marque 50 points d'annonces
    Et l'équipe NS marque 0 points d'annonces

  # ------------------------------------------------------------------ tout atout

  @variante-ffb-coinchee-2015 @option-sans-atout-tout-atout
  Scénario: FFB coinchée, tout atout — les valeurs réduites font 162 points sans règle de trois
    # Famille FFB 2015 : « Valet 13 / Neuf 9 / As 6 / Dix 5 / Roi 3 / Dame 2 », 38 par couleur,
    # 4 × 38 = 152, + 10 de der = 162.
    Soit une donne de la variante "ffb-coinchee-2015+sans-atout-tout-atout" à tout atout
    Et la règle "cards.tout_atout.points.jack" vaut 13
    Et la règle "cards.tout_atout.points.nine" vaut 9
    Et la règle "cards.tout_atout.points.ace" vaut 6
    Et la règle "cards.tout_atout.points.ten" vaut 5
    Et la règle "cards.tout_atout.points.king" vaut 3
    Et la règle "cards.tout_atout.points.queen" vaut 2
    Et la règle "scoring.tout_atout_scaling.enabled" vaut false
    Et la règle "bidding.modes.tout_atout" vaut true
    Alors le valet de cœur vaut 13 points
    Et le neuf de pique vaut 9 points
    Et l'as de carreau vaut 6 points
    Et le dix de trèfle vaut 5 points
    Et le roi de cœur vaut 3 points
    Et la dame de pique vaut 2 points
    Et le paquet vaut 162 points avec le dix de der

  # ------------------------------------------------------------------ enchères

  @variante-ffb-coinchee-2015
  Scénario: FFB coinchée — au moins 80, pas de plafond écrit, le capot au-dessus de tout
    # « L'enchère doit être de 80 au minimum » ; le texte, tel que l'étude le cite, ne donne pas
    # de plafond (la page web de la FFB dit 650) : la variante n'en met pas.
    Soit une partie de la variante "ffb-coinchee-2015" dont Est est le donneur (graine 3)
    Et la règle "bidding.auction.floor" vaut 80
    Et la règle "bidding.auction.ceiling" vaut null
    Alors Nord parle en premier
    Et les enchères possibles commencent par 80, 90, 100
    Quand Nord annonce 160 à cœur
    Alors Ouest peut annoncer 170 à pique
    Et Ouest peut annoncer 250 à pique
    Et Ouest peut annoncer capot à pique
    Et Ouest ne peut pas annoncer générale à pique

  @variante-ffb-coinchee-2015
  Scénario: FFB coinchée — après un capot, l'adversaire peut passer ou coincher, et chacun parle à son tour
    # « Il n'existe pas d'enchère supérieure au capot ; dès lors l'équipe adverse ne peut plus
    # que passer ou coincher » ; comme après toute enchère, les trois joueurs suivants parlent :
    # Ouest, Sud (le partenaire de Nord, qui ne peut que passer), puis Est.
    Soit une partie de la variante "ffb-coinchee-2015" dont Est est le donneur (graine 3)
    Et la règle "bidding.auction.capot_contre" vaut true
    Et la règle "bidding.auction.after_capot" vaut as_usual
    Quand Nord annonce capot à pique
    Alors Ouest peut contrer
    Quand Ouest passe
    Alors Sud ne peut que passer
    Quand Sud passe
    Alors Est peut contrer
    Quand Est passe
    Alors le contrat est capot à pique pour NS

  @variante-ffb-coinchee-2015
  Scénario: FFB coinchée — après une coinche, trois passes terminent les enchères
    # « le tour d'enchère s'achève lorsqu'après une enchère ou un contre, les trois joueurs
    # suivants passent » ; on ne coinche pas « à la volée ». Les trois joueurs qui suivent la
    # coinche d'Ouest sont Sud, Est (son partenaire, que ce texte ne fait pas taire) et Nord.
    Soit une partie de la variante "ffb-coinchee-2015" dont Est est le donneur (graine 3)
    Et la règle "bidding.auction.end" vaut three_passes
    Et la règle "bidding.auction.contre_timing" vaut in_turn
    Et la règle "bidding.auction.after_contre" vaut every_seat
    Quand Nord annonce 100 à trèfle
    Alors Est ne peut pas contrer hors de son tour
    Quand Ouest contre
    Et Sud passe
    Alors Est ne peut que passer
    Quand Est passe
    Et Nord passe
    Alors le contrat est 100 à trèfle contré pour NS
    Et Nord entame

  # ------------------------------------------------------------------ jeu de la carte

  @variante-ffb-coinchee-2015
  Scénario: FFB coinchée — règle 4 : partenaire maître par une coupe, que de l'atout, on peut jouer plus faible
    # §5.2, règle 4 : « il n'est pas obligé de fournir un atout supérieur. C'est le seul cas de
    # figure, plutôt rare, où il est permis de jouer un atout inférieur. »
    Soit une donne de la variante "ffb-coinchee-2015" à l'atout cœur
    Et la règle "play.partner_master_undertrump" vaut forbidden_unless_only_trumps
    Et Ouest a joué l'as de pique
    Et Sud a joué le 9 de cœur
    Et Est a joué le 7 de pique
    Quand Nord doit jouer avec 8♥ 7♥ V♥
    Alors toutes ses cartes sont jouables

  @variante-ffb-coinchee-2015
  Scénario: FFB coinchée — règle 4 : avec une autre couleur, on ne sous-coupe pas son partenaire
    # « C'est le seul cas de figure […] où il est permis de jouer un atout inférieur » : Nord,
    # qui a encore du trèfle, peut se défausser ou monter sur le 9, pas mettre le 8.
    Soit une donne de la variante "ffb-coinchee-2015" à l'atout cœur
    Et la règle "play.partner_master_undertrump" vaut forbidden_unless_only_trumps
    Et Ouest a joué l'as de pique
    Et Sud a joué le 9 de cœur
    Et Est a joué le 7 de pique
    Quand Nord doit jouer avec 8♥ V♥ R♣
    Alors les cartes jouables sont V♥ R♣
    Et 8♥ est refusé au nom de la règle "play.partner_master_undertrump"
