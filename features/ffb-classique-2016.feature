# language: fr
@regles-B16
Fonctionnalité: Belote classique FFB (règlement du 27 janvier 2016) — donnes de référence
  Les règles officielles de la belote classique de la Fédération Française de Belote, du
  27 janvier 2016 (variante « ffb-classique-2016 »). Les articles sont cités comme la synthèse
  Avo-k/colver les donne ; la page web de la FFB sur la belote est une autre source, marquée
  comme telle (« page web FFB »). Chaque donne a été comptée à la main à partir du texte ;
  le calcul est en commentaire.

  Rappel des valeurs (§6) : à l'atout V 20, 9 14, A 11, 10 10, R 4, D 3, 8 et 7 à 0 ; hors
  atout A 11, 10 10, R 4, D 3, V 2, 9 8 7 à 0 ; 152 points de cartes, 162 avec le dix de der.
  On joue dans le sens inverse des aiguilles d'une montre : Nord, Ouest, Sud, Est.

  # ------------------------------------------------------------------ donnes complètes

  @variante-ffb-classique-2016
  Scénario: FFB classique — Ouest prend à pique et ne passe devant la défense que grâce à son cinquante
    Soit une donne de la variante "ffb-classique-2016" prise par Ouest à l'atout pique
    Et la règle "bidding.system" vaut prise
    Et la règle "scoring.contract.beat_defence" vaut true
    Et la règle "scoring.contract.minimum" vaut 0
    Et la règle "scoring.contract.counts.taker.annonces" vaut true
    Et la règle "scoring.contract.counts.defence.annonces" vaut true
    Et la règle "scoring.contract.counts.defence.belote" vaut true
    Et la règle "scoring.outcomes.made.taker.base" vaut points
    Et la règle "scoring.outcomes.made.taker.annonces" vaut own
    Et la règle "scoring.outcomes.made.taker.belote" vaut own
    Et la règle "scoring.outcomes.made.defence.contract" vaut false
    Et la règle "scoring.outcomes.made.defence.annonces" vaut own
    Et la règle "scoring.outcomes.made.defence.belote" vaut own
    Et la règle "scoring.outcomes.made.defence.multiply" vaut []
    Et la règle "belote.call" vaut declared
    Et la règle "belote.order" vaut any
    Et la règle "annonces.declaring" vaut required
    Et la règle "scoring.rounding.method" vaut none
    Et les mains suivantes :
      | joueur | cartes                    |
      | Nord   | R♠ D♠ A♥ 10♥ R♣ 9♦ 8♦ 7♣  |
      | Ouest  | 10♠ 9♠ 8♠ 7♠ A♦ 10♣ 8♥ 7♦ |
      | Sud    | V♠ A♣ D♣ R♥ 9♥ V♦ 10♦ 9♣  |
      | Est    | A♠ D♥ V♥ 7♥ R♦ D♦ V♣ 8♣   |
    # Ouest entame (Nord a donné, §5.1). Atout pique.
    # Pli 1 Ouest : A♦ 11 + V♦ 2 + D♦ 3 + 8♦ 0 = 16, à Ouest.
    # Pli 2 Ouest : 10♠ 10 + V♠ 20 + A♠ 11 + D♠ 3 = 44, à Sud. Sud doit monter (§5.2.1) ;
    #   Est et Nord ne peuvent pas monter sur le valet. Nord dit « belote » avec la dame (§7).
    # Pli 3 Sud   : R♥ 4 + 7♥ 0 + A♥ 11 + 8♥ 0 = 15, à Nord.
    # Pli 4 Nord  : 10♥ 10 + 7♠ 0 + 9♥ 0 + D♥ 3 = 13, à Ouest, qui n'a plus de cœur et coupe.
    # Pli 5 Ouest : 10♣ 10 + A♣ 11 + 8♣ 0 + 7♣ 0 = 21, à Sud.
    # Pli 6 Sud   : D♣ 3 + V♣ 2 + R♣ 4 + 8♠ 0 = 9, à Ouest (Nord tient le pli du roi, Ouest coupe).
    # Pli 7 Ouest : 7♦ 0 + 10♦ 10 + R♦ 4 + 9♦ 0 = 14, à Sud.
    # Pli 8 Sud   : 9♣ 0 + V♥ 2 + R♠ 4 + 9♠ 14 = 20, à Ouest (Nord, partenaire maître, joue son
    #   roi en disant « rebelote » ; Ouest doit surcouper, §5.2.2), + 10 de der.
    # NS : 44 + 15 + 21 + 14 = 94 ; EO : 16 + 13 + 9 + 20 + 10 = 68 ; 94 + 68 = 162.
    Et Nord a donné
    Quand on joue les plis :
      | entame | cartes        |
      | Ouest  | A♦ V♦ D♦ 8♦   |
      | Ouest  | 10♠ V♠ A♠ D♠  |
      | Sud    | R♥ 7♥ A♥ 8♥   |
      | Nord   | 10♥ 7♠ 9♥ D♥  |
      | Ouest  | 10♣ A♣ 8♣ 7♣  |
      | Sud    | D♣ V♣ R♣ 8♠   |
      | Ouest  | 7♦ 10♦ R♦ 9♦  |
      | Sud    | 9♣ V♥ R♠ 9♠   |
    Alors les plis reviennent à Ouest Sud Nord Ouest Sud Ouest Sud Ouest
    Et les plis valent 94 pour NS et 68 pour EO
    # Annonces : Ouest a un cinquante 10-9-8-7♠ (50), personne d'autre : EO marque 50.
    Et Ouest annonce un cinquante (50)
    Et l'équipe EO marque 50 points d'annonces
    Et Nord a une belote
    # La réussite se juge à la majorité ; les annonces et la belote comptent dans les totaux
    # (le « 91-91 » du §10.4.1 suppose 20 points de plus que les cartes).
    # Preneur EO : 68 + 50 = 118 ; défense NS : 94 + 20 = 114. 118 > 114 : contrat rempli,
    # chacun marque ses points : EO 118, NS 114. Sans son cinquante, Ouest serait dedans.
    Et la marque est 114 pour NS et 118 pour EO
    Et le moteur joue la donne enregistrée et marque 114 pour NS et 118 pour EO
    Et la donne est "faite"

  @variante-ffb-classique-2016
  Scénario: FFB classique — Nord chute à trèfle, la défense marque 162 et la tierce du preneur
    Soit une donne de la variante "ffb-classique-2016" prise par Nord à l'atout trèfle
    Et la règle "scoring.outcomes.dedans.defence.base" vaut 162
    Et la règle "scoring.outcomes.dedans.defence.annonces" vaut all
    Et la règle "scoring.outcomes.dedans.defence.belote" vaut own
    Et la règle "scoring.outcomes.dedans.taker.base" vaut 0
    Et la règle "scoring.outcomes.dedans.taker.contract" vaut false
    Et la règle "scoring.outcomes.dedans.taker.annonces" vaut none
    Et la règle "scoring.outcomes.dedans.taker.belote" vaut own
    Et la règle "scoring.outcomes.dedans.taker.multiply" vaut []
    Et la règle "scoring.outcomes.dedans.defence.multiply" vaut [contract]
    Et la règle "scoring.contract.counts.taker.belote" vaut true
    Et la règle "play.trump_lead" vaut must_overtrump
    Et les mains suivantes :
      | joueur | cartes                    |
      | Nord   | R♣ D♣ 8♣ R♦ D♦ V♦ 7♥ 7♠   |
      | Ouest  | V♣ A♣ 10♥ R♥ A♠ R♠ A♦ 10♦ |
      | Sud    | 7♣ A♥ 8♥ D♠ 9♠ 8♠ 8♦ 7♦   |
      | Est    | 9♣ 10♣ D♥ V♥ 9♥ 10♠ V♠ 9♦ |
    # Sud entame (Ouest a donné). Atout trèfle.
    # Pli 1 Sud   : A♥ 11 + 9♥ 0 + 7♥ 0 + R♥ 4 = 15, à Sud.
    # Pli 2 Sud   : 8♥ 0 + V♥ 2 + 8♣ 0 + 10♥ 10 = 12, à Nord : Est tient le pli, Nord sans cœur
    #   doit couper (§5.2.2).
    # Pli 3 Nord  : R♦ 4 + A♦ 11 + 8♦ 0 + 9♦ 0 = 15, à Ouest.
    # Pli 4 Ouest : V♣ 20 + 7♣ 0 + 10♣ 10 + D♣ 3 = 33, à Ouest ; personne ne monte sur le valet.
    #   Nord dit « belote ».
    # Pli 5 Ouest : A♣ 11 + D♠ 3 + 9♣ 14 + R♣ 4 = 32, à Est : sur l'as de son partenaire, Est doit
    #   monter avec le 9 (§5.2.1, même sur le partenaire). Nord « rebelote ».
    # Pli 6 Est   : V♠ 2 + 7♠ 0 + A♠ 11 + 8♠ 0 = 13, à Ouest.
    # Pli 7 Ouest : R♠ 4 + 9♠ 0 + 10♠ 10 + V♦ 2 = 16, à Est.
    # Pli 8 Est   : D♥ 3 + D♦ 3 + 10♦ 10 + 7♦ 0 = 16, à Est, + 10 de der.
    # NS : 15 + 12 = 27 ; EO : 15 + 33 + 32 + 13 + 16 + 16 + 10 = 135 ; 27 + 135 = 162.
    Et Ouest a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Sud    | A♥ 9♥ 7♥ R♥    |
      | Sud    | 8♥ V♥ 8♣ 10♥   |
      | Nord   | R♦ A♦ 8♦ 9♦    |
      | Ouest  | V♣ 7♣ 10♣ D♣   |
      | Ouest  | A♣ D♠ 9♣ R♣    |
      | Est    | V♠ 7♠ A♠ 8♠    |
      | Ouest  | R♠ 9♠ 10♠ V♦   |
      | Est    | D♥ D♦ 10♦ 7♦   |
    Alors les plis reviennent à Sud Nord Ouest Ouest Est Ouest Est Est
    Et les plis valent 27 pour NS et 135 pour EO
    # Annonces : Nord a une tierce R-D-V♦ (20), seule annonce de la donne. Belote : Nord.
    Et Nord annonce une tierce (20)
    Et l'équipe NS marque 20 points d'annonces
    Et Nord a une belote
    # Preneur NS : 27 + 20 + 20 = 67, défense 135 : dedans.
    # Chute : la défense marque 162 points (§10.2) + ses annonces (0) + les annonces des preneurs
    # (20) = 182 ; les preneurs ne marquent rien, sauf leur belote, imprenable en belote classique
    # selon la synthèse (choix marqué dans la variante) : 20.
    Et la marque est 20 pour NS et 182 pour EO
    Et le moteur joue la donne enregistrée et marque 20 pour NS et 182 pour EO
    Et la donne est "dedans"

  @variante-ffb-classique-2016
  Scénario: FFB classique — Sud fait capot à cœur : 252, plus la tierce de la défense, qui passe aux preneurs
    Soit une donne de la variante "ffb-classique-2016" prise par Sud à l'atout cœur
    Et la règle "scoring.capot.kind" vaut der_bonus
    Et la règle "scoring.capot.dix_de_der" vaut 100
    Et la règle "scoring.capot.points" vaut 252
    Et la règle "scoring.outcomes.capot" vaut {taker: {annonces: all}, defence: {annonces: none}}
    Et la règle "play.partner_master_undertrump" vaut allowed
    Et les mains suivantes :
      | joueur | cartes                    |
      | Nord   | R♥ D♥ 10♥ 7♠ A♦ 10♦ 8♣ 7♣ |
      | Ouest  | A♥ D♠ 9♠ 8♠ R♦ V♦ 9♦ 9♣   |
      | Sud    | V♥ 9♥ A♠ R♠ A♣ 10♣ 8♦ 7♦  |
      | Est    | 8♥ 7♥ V♠ 10♠ D♦ R♣ D♣ V♣  |
    # Nord entame (Est a donné). Atout cœur.
    # Pli 1 Nord  : 10♥ 10 + A♥ 11 + 9♥ 14 + 7♥ 0 = 35, à Sud : Ouest doit monter avec l'as, Sud
    #   monte du 9 sur l'as (§5.2.1).
    # Pli 2 Sud   : V♥ 20 + 8♥ 0 + D♥ 3 + 9♣ 0 = 23, à Sud. Nord dit « belote ».
    # Pli 3 Sud   : A♠ 11 + V♠ 2 + 7♠ 0 + 8♠ 0 = 13, à Sud.
    # Pli 4 Sud   : R♠ 4 + 10♠ 10 + R♥ 4 + 9♠ 0 = 18, à Nord : le 10 d'Est tient le pli, Nord sans
    #   pique coupe du roi (« rebelote »).
    # Pli 5 Nord  : A♦ 11 + R♦ 4 + 7♦ 0 + D♦ 3 = 18, à Nord.
    # Pli 6 Nord  : 10♦ 10 + V♦ 2 + 8♦ 0 + D♣ 3 = 15, à Nord.
    # Pli 7 Nord  : 8♣ 0 + 9♦ 0 + A♣ 11 + V♣ 2 = 13, à Sud.
    # Pli 8 Sud   : 10♣ 10 + R♣ 4 + 7♣ 0 + D♠ 3 = 17, à Sud, + dix de der.
    # Cartes : 35 + 23 + 13 + 18 + 18 + 15 + 13 + 17 = 152, + 10 = 162 ; EO : 0. Les huit plis.
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | 10♥ A♥ 9♥ 7♥   |
      | Sud    | V♥ 8♥ D♥ 9♣    |
      | Sud    | A♠ V♠ 7♠ 8♠    |
      | Sud    | R♠ 10♠ R♥ 9♠   |
      | Nord   | A♦ R♦ 7♦ D♦    |
      | Nord   | 10♦ V♦ 8♦ D♣   |
      | Nord   | 8♣ 9♦ A♣ V♣    |
      | Sud    | 10♣ R♣ 7♣ D♠   |
    Alors les plis reviennent à Sud Sud Sud Nord Nord Nord Sud Sud
    Et les plis valent 162 pour NS et 0 pour EO
    # Annonces : Est a une tierce R-D-V♣ (20), seule annonce : elle est gagnée par EO.
    Et Est annonce une tierce (20)
    Et l'équipe EO marque 20 points d'annonces
    Et Nord a une belote
    # Capot : le dix de der vaut 100, le jeu 152 + 100 = 252 (§9.2, §10.2).
    # Le règlement ne dit pas ce que deviennent les annonces sur un capot ; la page web FFB
    # donne celles de la défense aux preneurs (choix marqué dans la variante).
    # NS : 252 + 20 (tierce d'Est) + 20 (belote) = 292 ; EO : 0.
    Et la marque est 292 pour NS et 0 pour EO
    Et le moteur joue la donne enregistrée et marque 292 pour NS et 0 pour EO
    Et la donne est "capot"

  @variante-ffb-classique-2016
  Scénario: FFB classique — Sud doit pisser, puis la défense met le preneur capot et marque 252 plus sa tierce
    Soit une donne de la variante "ffb-classique-2016" prise par Sud à l'atout carreau
    Et la règle "play.undertrump" vaut required
    Et la règle "play.overtrump" vaut required
    Et la règle "play.must_trump" vaut unless_partner_master
    Et la règle "scoring.outcomes.capot_against" vaut {defence: {base: points}}
    Et la règle "game_end.no_win_through.belote" vaut [capot_against]
    Et les mains suivantes :
      | joueur | cartes                    |
      | Nord   | 8♦ 7♦ D♥ V♥ 9♥ 8♥ 7♠ V♣   |
      | Ouest  | V♦ 9♦ A♠ 10♠ D♠ A♣ 10♣ D♣ |
      | Sud    | R♦ D♦ 9♣ 8♣ 7♣ V♠ 9♠ 8♠   |
      | Est    | A♦ 10♦ R♠ A♥ 10♥ R♥ 7♥ R♣ |
    # Nord entame (Est a donné). Atout carreau.
    # Pli 1 Nord  : 8♥ 0 + 9♦ 14 + D♦ 3 + 7♥ 0 = 17, à Ouest. Ouest sans cœur coupe du 9 ; Sud
    #   n'a pas de cœur et ne peut pas surcouper le 9 : il doit quand même mettre un atout plus
    #   faible (« il faut fournir un atout plus faible », §5.2.2) : la dame, « belote ».
    # Pli 2 Ouest : V♦ 20 + R♦ 4 + 10♦ 10 + 8♦ 0 = 34, à Ouest. Sud « rebelote ».
    # Pli 3 Ouest : D♣ 3 + 7♣ 0 + R♣ 4 + V♣ 2 = 9, à Est.
    # Pli 4 Est   : A♦ 11 + 7♦ 0 + D♠ 3 + 8♣ 0 = 14, à Est ; Nord rend son dernier atout.
    # Pli 5 Est   : A♥ 11 + 9♥ 0 + 10♣ 10 + 8♠ 0 = 21, à Est.
    # Pli 6 Est   : 10♥ 10 + V♥ 2 + 10♠ 10 + 9♠ 0 = 22, à Est.
    # Pli 7 Est   : R♥ 4 + D♥ 3 + A♣ 11 + 9♣ 0 = 18, à Est.
    # Pli 8 Est   : R♠ 4 + 7♠ 0 + A♠ 11 + V♠ 2 = 17, à Ouest, + dix de der.
    # EO : 17 + 34 + 9 + 14 + 21 + 22 + 18 + 17 = 152, + 10 = 162 ; NS : 0.
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Nord   | 8♥ 9♦ D♦ 7♥    |
      | Ouest  | V♦ R♦ 10♦ 8♦   |
      | Ouest  | D♣ 7♣ R♣ V♣    |
      | Est    | A♦ 7♦ D♠ 8♣    |
      | Est    | A♥ 9♥ 10♣ 8♠   |
      | Est    | 10♥ V♥ 10♠ 9♠  |
      | Est    | R♥ D♥ A♣ 9♣    |
      | Est    | R♠ 7♠ A♠ V♠    |
    Alors les plis reviennent à Ouest Ouest Est Est Est Est Est Ouest
    Et les plis valent 0 pour NS et 162 pour EO
    # Annonces : Sud a une tierce 9-8-7♣ (20), seule annonce : gagnée par NS. Belote : Sud.
    Et Sud annonce une tierce (20)
    Et l'équipe NS marque 20 points d'annonces
    Et Sud a une belote
    # Chute avec capot de la défense : « 162 points ou 252 points s'il elle a réalisé un capot »
    # (§10.2) + ses annonces (0) + celles des preneurs (20) : 252 + 20 = 272.
    # Les preneurs ne marquent que leur belote : 20.
    Et la marque est 20 pour NS et 272 pour EO
    Et le moteur joue la donne enregistrée et marque 20 pour NS et 272 pour EO
    Et la donne est "dedans"

  @variante-ffb-classique-2016
  Scénario: FFB classique — 81 partout : litige, la défense marque ses points et ceux du preneur attendent
    Soit une donne de la variante "ffb-classique-2016" prise par Est à l'atout pique
    Et la règle "scoring.litige.enabled" vaut true
    Et la règle "scoring.litige.taker_points" vaut held
    Et la règle "scoring.litige.awarded_to" vaut next_taker
    Et la règle "deck.dix_de_der" vaut 10
    Et les mains suivantes :
      | joueur | cartes                    |
      | Nord   | A♠ 8♠ R♥ 9♥ 7♥ A♦ D♣ 8♣   |
      | Ouest  | 10♠ R♠ A♥ V♥ 9♦ 7♦ R♣ 9♣  |
      | Sud    | 9♠ D♠ 10♥ 8♥ R♦ V♦ A♣ 7♣  |
      | Est    | V♠ 7♠ D♥ 10♦ D♦ 8♦ 10♣ V♣ |
    # Est entame (Sud a donné). Atout pique. Ni annonce ni belote (le roi et la dame de pique
    # sont dans deux mains).
    # Pli 1 Est   : V♠ 20 + 8♠ 0 + R♠ 4 + D♠ 3 = 27, à Est.
    # Pli 2 Est   : 8♦ 0 + A♦ 11 + 7♦ 0 + R♦ 4 = 15, à Nord.
    # Pli 3 Nord  : 7♥ 0 + A♥ 11 + 10♥ 10 + D♥ 3 = 24, à Ouest.
    # Pli 4 Ouest : 9♦ 0 + V♦ 2 + D♦ 3 + A♠ 11 = 16, à Nord : Est tient le pli de sa dame, Nord
    #   sans carreau doit couper.
    # Pli 5 Nord  : R♥ 4 + V♥ 2 + 8♥ 0 + 7♠ 0 = 6, à Est, qui n'a plus de cœur et coupe.
    # Pli 6 Est   : 10♣ 10 + 8♣ 0 + 9♣ 0 + A♣ 11 = 21, à Sud.
    # Pli 7 Sud   : 9♠ 14 + V♣ 2 + D♣ 3 + 10♠ 10 = 29, à Sud (Ouest ne peut pas monter sur le 9).
    # Pli 8 Sud   : 7♣ 0 + 10♦ 10 + 9♥ 0 + R♣ 4 = 14, à Ouest, + 10 de der.
    # NS : 15 + 16 + 21 + 29 = 81 ; EO : 27 + 24 + 6 + 14 + 10 = 81 ; 81 + 81 = 162.
    Et Sud a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Est    | V♠ 8♠ R♠ D♠    |
      | Est    | 8♦ A♦ 7♦ R♦    |
      | Nord   | 7♥ A♥ 10♥ D♥   |
      | Ouest  | 9♦ V♦ D♦ A♠    |
      | Nord   | R♥ V♥ 8♥ 7♠    |
      | Est    | 10♣ 8♣ 9♣ A♣   |
      | Sud    | 9♠ V♣ D♣ 10♠   |
      | Sud    | 7♣ 10♦ 9♥ R♣   |
    Alors les plis reviennent à Est Nord Ouest Nord Est Sud Sud Ouest
    Et les plis valent 81 pour NS et 81 pour EO
    Et aucune équipe ne marque d'annonce
    Et personne n'a la belote
    # 81-81 : litige (§10.4.1). « L'équipe qui n'avait pas pris marque ses points dès la donne » :
    # NS 81. Les 81 points du preneur sont remis en jeu pour l'équipe qui réussira le contrat
    # de la donne suivante ; EO ne marque rien sur cette donne.
    Et la marque est 81 pour NS et 0 pour EO
    Et le moteur joue la donne enregistrée et marque 81 pour NS et 0 pour EO
    Et la donne est "litige"
    Et 81 points restent en attente

  @variante-ffb-classique-2016 @option-arrondi
  Scénario: FFB classique, tournoi avec arrondi — la même donne qu'avec le cinquante, marquée à la dizaine
    Soit une donne de la variante "ffb-classique-2016+arrondi" prise par Ouest à l'atout pique
    Et la règle "scoring.rounding.method" vaut each_team
    Et la règle "scoring.rounding.half" vaut up
    Et la règle "scoring.rounding.last_deal" vaut rounded
    Et les mains suivantes :
      | joueur | cartes                    |
      | Nord   | R♠ D♠ A♥ 10♥ R♣ 9♦ 8♦ 7♣  |
      | Ouest  | 10♠ 9♠ 8♠ 7♠ A♦ 10♣ 8♥ 7♦ |
      | Sud    | V♠ A♣ D♣ R♥ 9♥ V♦ 10♦ 9♣  |
      | Est    | A♠ D♥ V♥ 7♥ R♦ D♦ V♣ 8♣   |
    # Les plis de la première donne de ce fichier : NS 94, EO 68 ; cinquante d'Ouest (50),
    # belote de Nord (20). Le contrat se juge sur les points exacts : 118 contre 114, rempli.
    # §10.3 : le tournoi a annoncé l'arrondi ; chaque équipe arrondit sa marque à la dizaine,
    # 5 vers le haut (§10.4.2 : 85 → 90) : EO 118 → 120, NS 114 → 110.
    Et Nord a donné
    Quand on joue les plis :
      | entame | cartes        |
      | Ouest  | A♦ V♦ D♦ 8♦   |
      | Ouest  | 10♠ V♠ A♠ D♠  |
      | Sud    | R♥ 7♥ A♥ 8♥   |
      | Nord   | 10♥ 7♠ 9♥ D♥  |
      | Ouest  | 10♣ A♣ 8♣ 7♣  |
      | Sud    | D♣ V♣ R♣ 8♠   |
      | Ouest  | 7♦ 10♦ R♦ 9♦  |
      | Sud    | 9♣ V♥ R♠ 9♠   |
    Alors les plis valent 94 pour NS et 68 pour EO
    Et la marque est 110 pour NS et 120 pour EO
    Et le moteur joue la donne enregistrée et marque 110 pour NS et 120 pour EO
    Et la donne est "faite"

  # ------------------------------------------------------------------ décompte : cas particuliers

  @variante-ffb-classique-2016
  Scénario: FFB classique — litige à 91-91 : le total du preneur, belote comprise, est remis en jeu
    # §10.4.1 : « Les points du preneur sont remis en jeu (81 ou 91) ». 91 = 71 de cartes + 20 de
    # belote : on lit que la belote part avec le reste (choix marqué dans la variante).
    Soit la variante "ffb-classique-2016"
    Et la règle "scoring.litige.held_belote" vaut true
    Et un contrat pris par NS à l'atout cœur
    Et les plis valent 71 pour NS et 91 pour EO
    Et l'équipe NS a la belote
    Quand on compte la donne
    Alors la marque est 0 pour NS et 91 pour EO
    Et la donne est "litige"
    Et 91 points restent en attente

  @variante-ffb-classique-2016
  Scénario: FFB classique — après un litige, les points en attente vont au preneur qui réussit la donne suivante
    # §10.4.1 : les points « seront reversés à l'équipe réussissant le contrat de la donne
    # suivante ». EO prend et réussit : 100 + 81 en attente = 181 ; NS marque ses 62.
    Soit la variante "ffb-classique-2016"
    Et la règle "scoring.litige.awarded_to" vaut next_taker
    Et un contrat pris par EO à l'atout trèfle
    Et les plis valent 62 pour NS et 100 pour EO
    Et 81 points sont en attente d'un litige
    Quand on compte la donne
    Alors la marque est 62 pour NS et 181 pour EO
    Et la donne est "faite"

  @variante-ffb-classique-2016
  Scénario: FFB classique — si la donne suivante chute, les points du litige attendent encore
    # Personne ne « réussit le contrat » : la défense marque sa chute (162), les 81 points
    # restent en jeu (lecture littérale du §10.4.1, choix marqué ; la page web FFB les
    # donnerait aux « vainqueurs de la prochaine prise »).
    Soit la variante "ffb-classique-2016"
    Et la règle "scoring.litige.awarded_to" vaut next_taker
    Et la règle "scoring.litige.taker_points" vaut held
    Et un contrat pris par EO à l'atout trèfle
    Et les plis valent 100 pour NS et 62 pour EO
    Et 81 points sont en attente d'un litige
    Quand on compte la donne
    Alors la marque est 162 pour NS et 0 pour EO
    Et la donne est "dedans"
    Et 81 points restent en attente

  @variante-ffb-classique-2016 @option-litige-au-vainqueur
  Scénario: FFB classique, lecture de la page web — les points du litige vont à la défense qui fait chuter
    # Page web FFB : les points remis en jeu sont « offerts en bonus aux vainqueurs de la
    # prochaine prise ». EO prend et chute (62 contre 100) : NS marque 162 de chute + 81 = 243.
    Soit la variante "ffb-classique-2016+litige-au-vainqueur"
    Et la règle "scoring.litige.awarded_to" vaut next_winner
    Et un contrat pris par EO à l'atout trèfle
    Et les plis valent 100 pour NS et 62 pour EO
    Et 81 points sont en attente d'un litige
    Quand on compte la donne
    Alors la marque est 243 pour NS et 0 pour EO
    Et la donne est "dedans"
    Et 0 points restent en attente

  @variante-ffb-classique-2016 @option-sans-litige
  Scénario: FFB classique, tournoi sans litige — à 81 partout, le preneur chute
    # §10.4.1 : sans la règle du litige, le tournoi dit d'avance si l'égalité fait chuter ou
    # réussir ; l'option retient la chute. Défense : 162 ; preneur : 0.
    Soit la variante "ffb-classique-2016+sans-litige"
    Et la règle "scoring.litige.enabled" vaut false
    Et un contrat pris par EO à l'atout pique
    Et les plis valent 81 pour NS et 81 pour EO
    Quand on compte la donne
    Alors la marque est 162 pour NS et 0 pour EO
    Et la donne est "dedans"

  # ------------------------------------------------------------------ jeu de la carte

  @variante-ffb-classique-2016
  Scénario: FFB classique — sans la couleur et sans pouvoir surcouper l'adversaire, on pisse
    # §5.2.2 : « Si c'est impossible, il faut fournir un atout plus faible ». Le règlement contrée
    # du même jour laisse au contraire se défausser.
    Soit une donne de la variante "ffb-classique-2016" à l'atout cœur
    Et la règle "play.undertrump" vaut required
    Et Nord a joué l'as de pique
    Et Ouest a joué le 9 de cœur
    Quand Sud doit jouer avec 8♥ V♦ R♣
    Alors les cartes jouables sont 8♥
    Et V♦ est refusée au nom de la règle "play.undertrump"
    # Page web FFB : une faute de jeu constatée en fin de donne fait perdre la donne à l'équipe
    # fautive, 162 points à l'adversaire. Le moteur accepte la carte fautive et arrête la donne
    # (Game) ; aucune étape ne joue une carte fautive dans une partie : le cas est vérifié dans
    # tests/test_ruleset_ffb_classique_2016.py.
    Et la règle "play.illegal_card" vaut deal_lost
    Et la règle "play.illegal_card_penalty.points" vaut 162
    Et la règle "play.illegal_card_penalty.add_contract" vaut false

  @variante-ffb-classique-2016
  Scénario: FFB classique — partenaire maître par une coupe, on peut même couper plus bas que lui
    # §5.2.3 : « n'importe quelle carte sans exception (y compris un atout inférieur au sien) ».
    Soit une donne de la variante "ffb-classique-2016" à l'atout cœur
    Et la règle "play.partner_master" vaut free
    Et la règle "play.partner_master_undertrump" vaut allowed
    Et Nord a joué l'as de pique
    Et Ouest a joué le 9 de cœur
    Et Sud a joué le 8 de pique
    Quand Est doit jouer avec 8♥ V♦ R♣
    Alors toutes ses cartes sont jouables

  # ------------------------------------------------------------------ prise, fausse donne

  @variante-ffb-classique-2016
  Scénario: FFB classique — quand les quatre joueurs passent aux deux tours, la donne ne compte pas
    # §10.4.1 : « on ne décompte pas cette donne » ; le voisin de droite du donneur donne.
    # Pas d'enchère chiffrée ni de contre : la prise se fait sur la carte retournée.
    Soit une partie de la variante "ffb-classique-2016" dont Nord est le donneur (graine 3)
    Et la règle "bidding.prise.all_pass" vaut redeal
    Et la règle "bidding.auction.contre_timing" vaut in_turn
    Et la règle "bidding.auction.contre_out_of_turn" vaut refused
    Et la règle "bidding.auction.capot_contre" vaut true
    Et la règle "bidding.auction.generale" vaut false
    Et la règle "bidding.auction.raise_own" vaut allowed
    Et la règle "bidding.auction.same_level_order" vaut []
    # (réglages d'enchères communs, sans effet dans une prise : on le vérifie ci-dessous)
    # Chaque donne est battue (§3.2), coupée en paquets d'au moins 3 cartes (§3.3) ; cinq
    # cartes, puis la retournée. Ni sans atout ni tout atout sans la variante de l'organisateur
    # (option sans-atout-tout-atout).
    Et la règle "deal.shuffle.between_deals" vaut always
    Et la règle "deal.shuffle.first" vaut dealer
    Et la règle "deal.cut.min_packet" vaut 3
    Et la règle "bidding.modes.sans_atout" vaut false
    Et la règle "bidding.modes.tout_atout" vaut false
    Et la règle "scoring.sans_atout_scaling.enabled" vaut false
    Et la règle "scoring.sans_atout_scaling.ratio" vaut [162, 162]
    Et la règle "scoring.sans_atout_scaling.capot_ratio" vaut [252, 252]
    Et la règle "scoring.sans_atout_scaling.dix_de_der" vaut scaled
    Et la règle "scoring.sans_atout_scaling.scales" vaut card_points
    Et la règle "scoring.tout_atout_scaling.dix_de_der" vaut scaled
    Et la règle "scoring.tout_atout_scaling.scales" vaut card_points
    Alors une carte est retournée
    Et chaque joueur a 5 cartes
    Et Ouest parle en premier
    Et Ouest peut prendre à la couleur retournée
    Et Ouest ne peut pas prendre à sans atout
    Et Ouest ne peut pas prendre à tout atout
    Et Ouest ne peut pas contrer
    Et Ouest ne peut pas annoncer 80 à cœur
    Quand tout le monde passe
    Alors on redistribue sans changer les scores
    Et le nouveau donneur est Ouest

  @variante-ffb-classique-2016
  Scénario: FFB classique — une prise sur la retournée n'a ni contre, ni capot demandé, ni valeur de contrat
    # Belote classique : on prend ou on passe ; pas d'enchère chiffrée, pas de contre, pas de
    # capot ni de générale demandés. Les réglages communs de ces cas restent sans effet.
    Soit une partie de la variante "ffb-classique-2016" dont Nord est le donneur (graine 3)
    Et la règle "scoring.capot.announced.enabled" vaut false
    Et la règle "scoring.capot.generale" vaut 500
    Et la règle "scoring.outcomes.made_contre" vaut {}
    Et la règle "scoring.outcomes.dedans_contre" vaut {}
    Et la règle "scoring.outcomes.capot_bid_made" vaut {taker: {contract: true}}
    Et la règle "scoring.outcomes.capot_bid_failed" vaut {defence: {contract: true}}
    Et la règle "scoring.outcomes.generale_made" vaut {}
    Et la règle "scoring.outcomes.generale_failed" vaut {}
    Et la règle "scoring.contract_value.floor_counts_as" vaut null
    Et la règle "scoring.contract_value.sans_atout" vaut 1
    Et la règle "scoring.contract_value.tout_atout" vaut 1
    Quand Ouest prend à la couleur retournée
    Alors le preneur a la carte retournée
    Et chaque joueur a 8 cartes
    Et Ouest entame
    Et Ouest ne peut pas demander le capot
    Et Ouest ne peut pas contrer

  @variante-ffb-classique-2016
  Scénario: FFB classique — fausses donnes à la suite : redonne, puis prise interdite, puis 162 points
    # Page web FFB (le règlement de 2016 se tait) : première fausse donne, le donneur redonne ;
    # deuxième de suite, l'équipe fautive ne peut pas prendre ; troisième, 162 points à l'équipe
    # adverse et la donne passe au joueur suivant.
    Soit une partie de la variante "ffb-classique-2016" dont Nord est le donneur (graine 3)
    Et la règle "deal.misdeal.penalty" vaut redeal
    Et la règle "deal.misdeal.barred" vaut none
    Et la règle "deal.misdeal.repeated" vaut [{penalty: redeal, points: 162, barred: dealer_team}, {penalty: opponents_score, points: 162, barred: none}]
    Et la règle "deal.misdeal.after_bid.applies" vaut false
    Et la règle "deal.misdeal.after_bid.points" vaut 162
    Et la règle "deal.misdeal.after_bid.add_contract" vaut false
    Quand Ouest signale une fausse donne
    Alors le nouveau donneur est Nord
    Et le score de la partie est de 0 pour NS et 0 pour EO
    Quand Ouest signale une fausse donne
    Alors le nouveau donneur est Nord
    Quand Ouest passe
    Alors Sud ne peut que passer
    Quand Ouest signale une fausse donne
    Alors le score de la partie est de 0 pour NS et 162 pour EO
    Et le nouveau donneur est Ouest

  # ------------------------------------------------------------------ fin de partie

  @variante-ffb-classique-2016
  Scénario: FFB classique — atteindre 1000 au point près suffit pour gagner
    # §10.4.2 : l'équipe qui arrive à 1000 « remporte la partie ». Sans arrondi (§10.3) :
    # 900 + 100 = 1000.
    Soit la variante "ffb-classique-2016"
    Et la règle "game_end.target" vaut 1000
    Et la règle "game_end.target_choices" vaut []
    Et la règle "game_end.reach" vaut reach
    Et une partie en cours à 900 pour NS et 700 pour EO
    Et un contrat pris par NS à l'atout cœur
    Et les plis valent 100 pour NS et 62 pour EO
    Quand la donne compte pour la partie
    Alors le total est de 1000 pour NS et 762 pour EO
    Et l'équipe NS gagne la partie

  @variante-ffb-classique-2016
  Scénario: FFB classique — sans arrondi, 910 plus 85 ne fait que 995
    Soit la variante "ffb-classique-2016"
    Et la règle "scoring.rounding.method" vaut none
    Et une partie en cours à 910 pour NS et 700 pour EO
    Et un contrat pris par NS à l'atout cœur
    Et les plis valent 85 pour NS et 77 pour EO
    Quand la donne compte pour la partie
    Alors le total est de 995 pour NS et 777 pour EO
    Et la partie continue

  @variante-ffb-classique-2016 @option-arrondi
  Scénario: FFB classique, tournoi avec arrondi — l'exemple du §10.4.2 : 910 plus 85 arrondi à 90 fait gagner
    # §10.4.2 : « 910 points et réalise 85 points, elle marque 90, ce qui mène son score à 1000.
    # Elle remporte la partie. » L'autre équipe : 77 → 80.
    Soit la variante "ffb-classique-2016+arrondi"
    Et la règle "scoring.rounding.last_deal" vaut rounded
    Et une partie en cours à 910 pour NS et 700 pour EO
    Et un contrat pris par NS à l'atout cœur
    Et les plis valent 85 pour NS et 77 pour EO
    Quand la donne compte pour la partie
    Alors le total est de 1000 pour NS et 780 pour EO
    Et l'équipe NS gagne la partie

  @variante-ffb-classique-2016
  Scénario: FFB classique — si les deux camps passent 1000, celui qui a le plus de points gagne
    # Page web FFB (le règlement se tait) : le camp qui a le plus de points au-delà du but gagne.
    # NS prend et réussit 90 contre 72 : NS 950 + 90 = 1040, EO 940 + 72 = 1012.
    Soit la variante "ffb-classique-2016"
    Et la règle "game_end.both_over" vaut higher_wins
    Et une partie en cours à 950 pour NS et 940 pour EO
    Et un contrat pris par NS à l'atout cœur
    Et les plis valent 90 pour NS et 72 pour EO
    Quand la donne compte pour la partie
    Alors le total est de 1040 pour NS et 1012 pour EO
    Et l'équipe NS gagne la partie

  @variante-ffb-classique-2016
  Scénario: FFB classique — une équipe mise capot ne gagne pas la partie par sa belote
    # Page web FFB : « Il est possible de terminer sur une belote. La seule condition est de ne
    # pas être capot. » NS prend, EO fait tous les plis : NS ne marque que sa belote, 985 + 20 =
    # 1005, mais sans la belote NS reste à 985 : la partie continue. EO : 600 + 252 = 852.
    Soit la variante "ffb-classique-2016"
    Et la règle "game_end.capot_loser_cannot_win" vaut false
    Et la règle "game_end.no_win_through.annonces" vaut []
    Et une partie en cours à 985 pour NS et 600 pour EO
    Et un contrat pris par NS à l'atout cœur
    Et les plis valent 0 pour NS et 162 pour EO
    Et l'équipe EO a fait capot
    Et l'équipe NS a la belote
    Quand la donne compte pour la partie
    Alors le total est de 1005 pour NS et 852 pour EO
    Et la partie continue

  @variante-ffb-classique-2016
  Scénario: FFB classique — « un pli supplémentaire devra être effectué » : sans pli, pas de victoire
    # La donne d'après : NS, restée à 1005 sans gagner, doit faire un pli. EO prend et refait
    # capot : NS ne marque rien et reste à 1005, sans pli, la partie continue ; EO : 700 + 252.
    Soit la variante "ffb-classique-2016"
    Et la règle "game_end.no_win_through.until" vaut trick
    Et une partie en cours à 1005 pour NS et 700 pour EO
    Et un contrat pris par EO à l'atout pique
    Et les plis valent 0 pour NS et 162 pour EO
    Et l'équipe EO a fait capot
    Quand la donne compte pour la partie
    Alors le total est de 1005 pour NS et 952 pour EO
    Et la partie continue

  @variante-ffb-classique-2016
  Scénario: FFB classique — « un pli supplémentaire devra être effectué » : le pli fait gagner
    # Même donne, mais Nord prend un pli de 12 points : NS 1005 + 12 = 1017, avec un pli, gagne ;
    # EO réussit son contrat, 700 + 150 = 850.
    Soit la variante "ffb-classique-2016"
    Et la règle "game_end.no_win_through.until" vaut trick
    Et une partie en cours à 1005 pour NS et 700 pour EO
    Et un contrat pris par EO à l'atout pique
    Et les plis valent 12 pour NS et 150 pour EO
    Et les plis se répartissent ainsi : Nord 1, Ouest 4, Est 3
    Quand la donne compte pour la partie
    Alors le total est de 1017 pour NS et 850 pour EO
    Et l'équipe NS gagne la partie

  @variante-ffb-classique-2016
  Scénario: FFB classique — on peut finir sur une belote, même en chutant
    # Page web FFB : seule l'équipe mise capot ne finit pas sur sa belote. NS prend et chute
    # (60 + 20 = 80 contre 102) : NS garde sa belote, 985 + 20 = 1005, et gagne ; EO : 600 + 162.
    Soit la variante "ffb-classique-2016"
    Et la règle "game_end.no_win_through.belote" vaut [capot_against]
    Et une partie en cours à 985 pour NS et 600 pour EO
    Et un contrat pris par NS à l'atout cœur
    Et les plis valent 60 pour NS et 102 pour EO
    Et l'équipe NS a la belote
    Quand la donne compte pour la partie
    Alors le total est de 1005 pour NS et 762 pour EO
    Et l'équipe NS gagne la partie

  # ------------------------------------------------------------------ belote et rebelote

  @variante-ffb-classique-2016
  Scénario: FFB classique — Nord, en défense, oublie « rebelote » : sa belote ne compte pas
    # §7 : « belote » avec la première carte, « rebelote » avec la seconde ; si l'un des deux
    # mots manque, la belote ne compte pas. La donne d'Ouest à pique (plus haut) : Nord dit
    # « belote » avec la dame au pli 2, puis joue son roi au pli 8 sans rien dire.
    Soit une donne de la variante "ffb-classique-2016" prise par Ouest à l'atout pique
    Et la règle "belote.call" vaut declared
    Et la règle "belote.rebelote" vaut required
    Et les mains suivantes :
      | joueur | cartes                    |
      | Nord   | R♠ D♠ A♥ 10♥ R♣ 9♦ 8♦ 7♣  |
      | Ouest  | 10♠ 9♠ 8♠ 7♠ A♦ 10♣ 8♥ 7♦ |
      | Sud    | V♠ A♣ D♣ R♥ 9♥ V♦ 10♦ 9♣  |
      | Est    | A♠ D♥ V♥ 7♥ R♦ D♦ V♣ 8♣   |
    Et Nord a donné
    Et Nord ne dit pas « rebelote »
    Quand on joue les plis :
      | entame | cartes        |
      | Ouest  | A♦ V♦ D♦ 8♦   |
      | Ouest  | 10♠ V♠ A♠ D♠  |
      | Sud    | R♥ 7♥ A♥ 8♥   |
      | Nord   | 10♥ 7♠ 9♥ D♥  |
      | Ouest  | 10♣ A♣ 8♣ 7♣  |
      | Sud    | D♣ V♣ R♣ 8♠   |
      | Ouest  | 7♦ 10♦ R♦ 9♦  |
      | Sud    | 9♣ V♥ R♠ 9♠   |
    Alors les plis valent 94 pour NS et 68 pour EO
    Et l'équipe EO marque 50 points d'annonces
    # Preneur EO : 68 + 50 = 118 ; défense NS : 94, sans belote. 118 > 94 : contrat rempli,
    # chacun marque ses points : EO 118, NS 94 (20 de moins qu'avec « rebelote »).
    Et la marque est 94 pour NS et 118 pour EO
    Et le moteur joue la donne enregistrée et marque 94 pour NS et 118 pour EO
    Et la donne est "faite"

  # ------------------------------------------------------------------ sans atout et tout atout

  @variante-ffb-classique-2016 @option-sans-atout-tout-atout
  Scénario: FFB classique, sans atout et tout atout — on les nomme à la prise, aux deux tours
    # §11 (lu par le plan commun au règlement contrée, choix marqué) : l'organisateur peut
    # jouer la variante sans atout / tout atout. Le texte ne dit pas à quel tour : on permet
    # sans atout et tout atout aux deux tours, comme une couleur (choix marqué).
    Soit une partie de la variante "ffb-classique-2016+sans-atout-tout-atout" dont Nord est le donneur (graine 3)
    Et la règle "bidding.modes.sans_atout" vaut true
    Et la règle "bidding.modes.tout_atout" vaut true
    Et la règle "bidding.prise.modes_in_every_round" vaut true
    Alors Ouest parle en premier
    Et Ouest peut prendre à la couleur retournée
    Et Ouest peut prendre à sans atout
    Et Ouest peut prendre à tout atout
    Quand Ouest passe
    Et Sud passe
    Et Est passe
    Et Nord passe
    Alors Ouest peut prendre à sans atout
    Quand Ouest prend à tout atout
    Alors le contrat est à tout atout pour EO
    Et chaque joueur a 8 cartes

  @variante-ffb-classique-2016 @option-sans-atout-tout-atout
  Scénario: FFB classique, sans atout — les as valent 19, le paquet 162
    # §11 (famille FFB, choix marqué) : à sans atout, les as valent 19 pour que le paquet
    # fasse toujours 162 ; les autres cartes gardent leur valeur hors atout.
    # 4 × (19 + 10 + 4 + 3 + 2) = 152, + 10 de der = 162.
    Soit une donne de la variante "ffb-classique-2016+sans-atout-tout-atout" à sans atout
    Et la règle "cards.sans_atout.points.ace" vaut 19
    Et la règle "belote.sans_atout" vaut none
    Et la règle "annonces.carres_sans_atout.ace" vaut 200
    Et la règle "annonces.carres_sans_atout.ten" vaut 150
    Alors l'as de cœur vaut 19 points
    Et le valet de cœur vaut 2 points
    Et le paquet vaut 162 points avec le dix de der

  @variante-ffb-classique-2016 @option-sans-atout-tout-atout
  Plan du Scénario: FFB classique, tout atout — la majorité se juge sur les points ramenés exacts : <ns> points pour NS
    # §11.3 (relevé par la synthèse, choix marqué) : à tout atout, chaque couleur compte comme
    # l'atout (258 points avec le dix de der), ramenés à 162 par 162/258 ; belote et annonces
    # gardent leur valeur. Le preneur doit avoir plus que la défense (§10.4.1) ; l'arrondi
    # de la FFB sert « pour la marque uniquement » (page web FFB) : on compare les points
    # ramenés exacts, on marque les points arrondis à l'unité (choix marqué).
    # 113 : 113 × 162/258 = 70,95, + 20 de belote = 90,95 ; EO 145 × 162/258 = 91,05 : moins
    # que la défense, dedans (arrondis, 71 + 20 = 91 contre 91 auraient fait un litige).
    # EO marque 162 ; NS garde sa belote, imprenable : 20.
    # 114 : 71,58 + 20 = 91,58 contre 90,42 : fait. NS 72 + 20 = 92 ; EO 162 − 72 = 90.
    Soit la variante "ffb-classique-2016+sans-atout-tout-atout"
    Et la règle "scoring.tout_atout_scaling.ratio" vaut [162, 258]
    Et la règle "scoring.tout_atout_scaling.contract_test" vaut exact
    Et la règle "belote.tout_atout" vaut every_suit
    Et la règle "play.tout_atout_climb" vaut required
    Et un contrat pris par NS à tout atout
    Et les plis valent <ns> pour NS et <eo> pour EO
    Et l'équipe NS a la belote
    Quand on compte la donne
    Alors la donne est "<donne>"
    Et la marque est <marque_ns> pour NS et <marque_eo> pour EO

    Exemples:
      | ns  | eo  | donne  | marque_ns | marque_eo |
      | 113 | 145 | dedans | 20        | 162       |
      | 114 | 144 | faite  | 92        | 90        |

  @variante-ffb-classique-2016 @option-sans-atout-tout-atout
  Scénario: FFB classique, tout atout — 129 partout font 81 partout : litige
    # 129 × 162/258 = 81 tout juste, de chaque côté : égalité, litige (§10.4.1). EO marque
    # ses 81 ; les 81 du preneur attendent la donne suivante.
    Soit la variante "ffb-classique-2016+sans-atout-tout-atout"
    Et la règle "scoring.litige.enabled" vaut true
    Et la règle "scoring.tout_atout_scaling.contract_test" vaut exact
    Et un contrat pris par NS à tout atout
    Et les plis valent 129 pour NS et 129 pour EO
    Quand on compte la donne
    Alors la donne est "litige"
    Et la marque est 0 pour NS et 81 pour EO
    Et 81 points restent en attente
