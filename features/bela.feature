# language: fr
@regles-APP
Fonctionnalité: Bela croate à quatre — donnes de référence
  La bela croate (variante « bela ») telle que la décrit la page de règles bilingue d'une
  application libre de bela (APP), avec l'article croate de Wikipédia (HRW) et la page
  « Belot iliti Bela » (SUN). Chacun nomme l'atout ou passe, le donneur nomme si tous passent ;
  il faut fournir, couper quand on n'a plus la couleur, surcouper un pli déjà coupé ; l'équipe
  qui a nommé l'atout doit faire plus de la moitié de tous les points, annonces et bela
  comprises, sinon l'adversaire prend tout.

  Rappel des valeurs : à l'atout V 20, 9 14, A 11, 10 10, R 4, D 3, 8 et 7 à 0 ; hors atout
  A 11, 10 10, R 4, D 3, V 2, 9 8 7 à 0 ; 152 points de cartes, 162 avec le dernier pli.
  On joue dans le sens inverse des aiguilles d'une montre : Nord, Ouest, Sud, Est.

  # ------------------------------------------------------------------ donnes complètes

  @variante-bela
  Scénario: Bela — Ouest nomme cœur et passe, avec sa tierce et sa bela
    Soit une donne de la variante "bela" prise par Ouest à l'atout cœur
    Et la règle "play.must_trump" vaut always
    Et la règle "play.trump_lead" vaut must_overtrump
    Et la règle "scoring.contract.beat_defence" vaut true
    Et la règle "scoring.contract.counts.taker.annonces" vaut true
    Et la règle "scoring.contract.counts.taker.belote" vaut true
    Et la règle "scoring.outcomes.made.taker.base" vaut points
    Et la règle "scoring.outcomes.made.defence.base" vaut points
    Et les mains suivantes :
      | joueur | cartes                    |
      | Nord   | 8♥ 10♥ 9♠ R♠ 10♣ D♣ 8♦ D♦ |
      | Ouest  | V♥ D♥ R♥ A♠ 10♠ 7♣ 9♦ V♦  |
      | Sud    | 7♥ 7♠ D♠ A♣ R♣ V♣ 7♦ 10♦  |
      | Est    | 9♥ A♥ 8♠ V♠ 8♣ 9♣ A♦ R♦   |
    # Ouest entame (Nord a donné). Atout cœur.
    # Pli 1 Ouest : V♥ 20 + 7♥ 0 + 9♥ 14 + 8♥ 0 = 34, à Ouest : personne ne bat le valet.
    # Pli 2 Ouest : A♠ 11 + 7♠ 0 + 8♠ 0 + 9♠ 0 = 11, à Ouest.
    # Pli 3 Ouest : 10♠ 10 + D♠ 3 + V♠ 2 + R♠ 4 = 19, à Ouest (l'as est tombé, rien ne bat le dix).
    # Pli 4 Ouest : 7♣ 0 + A♣ 11 + 8♣ 0 + 10♣ 10 = 21, à Sud.
    # Pli 5 Sud   : R♣ 4 + 9♣ 0 + D♣ 3 + D♥ 3 = 10, à Ouest, qui n'a plus de trèfle et doit couper.
    # Pli 6 Ouest : R♥ 4 + 7♦ 0 + A♥ 11 + 10♥ 10 = 25, à Est, qui
    #   doit monter sur le roi de son partenaire ; Sud n'a plus d'atout.
    # Pli 7 Est   : A♦ 11 + 8♦ 0 + 9♦ 0 + 10♦ 10 = 21, à Est.
    # Pli 8 Est   : R♦ 4 + D♦ 3 + V♦ 2 + V♣ 2 = 11, à Est, + 10 du dernier pli.
    # EO : 34 + 11 + 19 + 10 + 25 + 21 + 21 = 141 ; NS : 21 ; 141 + 21 = 162.
    Et Nord a donné
    Quand on joue les plis :
      | entame | cartes        |
      | Ouest  | V♥ 7♥ 9♥ 8♥   |
      | Ouest  | A♠ 7♠ 8♠ 9♠   |
      | Ouest  | 10♠ D♠ V♠ R♠  |
      | Ouest  | 7♣ A♣ 8♣ 10♣  |
      | Sud    | R♣ 9♣ D♣ D♥   |
      | Ouest  | R♥ 7♦ A♥ 10♥  |
      | Est    | A♦ 8♦ 9♦ 10♦  |
      | Est    | R♦ D♦ V♦ V♣   |
    Alors les plis reviennent à Ouest Ouest Ouest Sud Ouest Est Est Est
    Et les plis valent 21 pour NS et 141 pour EO
    # Annonces : Ouest a la tierce R-D-V♥ (20), seule annonce. Bela : Ouest (R♥ D♥).
    Et Ouest annonce une tierce (20)
    Et l'équipe EO marque 20 points d'annonces
    Et Ouest a une belote
    # EO : 141 + 20 + 20 = 181, plus de la moitié des 202 points de la donne : passé. Chacun
    # marque ses points : NS 21, EO 181.
    Et la marque est 21 pour NS et 181 pour EO
    Et le moteur joue la donne enregistrée et marque 21 pour NS et 181 pour EO
    Et la donne est "faite"

  @variante-bela
  Scénario: Bela — Sud nomme cœur et chute : Est-Ouest prennent tout, annonces et bela comprises
    Soit une donne de la variante "bela" prise par Sud à l'atout cœur
    Et la règle "scoring.outcomes.dedans.defence.base" vaut 162
    Et la règle "scoring.outcomes.dedans.defence.annonces" vaut all
    Et la règle "scoring.outcomes.dedans.defence.belote" vaut all
    Et la règle "scoring.outcomes.dedans.taker.base" vaut 0
    Et la règle "scoring.outcomes.dedans.taker.belote" vaut none
    Et les mains suivantes :
      | joueur | cartes                    |
      | Nord   | 8♥ 10♥ 9♠ R♠ 10♣ D♣ 8♦ D♦ |
      | Ouest  | V♥ D♥ R♥ A♠ 10♠ 7♣ 9♦ V♦  |
      | Sud    | 7♥ 7♠ D♠ A♣ R♣ V♣ 7♦ 10♦  |
      | Est    | 9♥ A♥ 8♠ V♠ 8♣ 9♣ A♦ R♦   |
    # Les mêmes cartes et les mêmes plis que la donne précédente (Ouest entame toujours : il
    # parle le premier), mais c'est Sud qui a nommé cœur.
    # NS : 21 ; EO : 141 + la tierce 20 + la bela 20 = 181 : Nord-Sud chutent (« pad »).
    Et Nord a donné
    Quand on joue les plis :
      | entame | cartes        |
      | Ouest  | V♥ 7♥ 9♥ 8♥   |
      | Ouest  | A♠ 7♠ 8♠ 9♠   |
      | Ouest  | 10♠ D♠ V♠ R♠  |
      | Ouest  | 7♣ A♣ 8♣ 10♣  |
      | Sud    | R♣ 9♣ D♣ D♥   |
      | Ouest  | R♥ 7♦ A♥ 10♥  |
      | Est    | A♦ 8♦ 9♦ 10♦  |
      | Est    | R♦ D♦ V♦ V♣   |
    Alors les plis reviennent à Ouest Ouest Ouest Sud Ouest Est Est Est
    Et les plis valent 21 pour NS et 141 pour EO
    # L'adversaire prend tout : 162 + toutes les annonces (20) + toutes les belas (20) = 202.
    Et la marque est 0 pour NS et 202 pour EO
    Et le moteur joue la donne enregistrée et marque 0 pour NS et 202 pour EO
    Et la donne est "dedans"

  # ------------------------------------------------------------------ le jeu de la carte

  @variante-bela
  Scénario: Bela — en fournissant, il faut battre la carte qui tient le pli, même celle du partenaire
    # « igrati jaču kartu od one koja trenutno nosi štih » : Sud, partenaire de Nord, doit
    # mettre l'as de pique sur le roi de Nord ; le neuf ne suffit pas.
    Soit une donne de la variante "bela" à l'atout cœur
    Et la règle "play.plain_climb" vaut required
    Et Est a joué le sept de pique
    Et Nord a joué le roi de pique
    Et Ouest a joué le huit de pique
    Quand Sud doit jouer avec A♠ 9♠ 7♦
    Alors les cartes jouables sont A♠
    Et le neuf de pique est refusé au nom de la règle "play.plain_climb"
    Et le sept de carreau est refusé au nom de la règle "play.follow_suit"

  @variante-bela
  Scénario: Bela — un pli déjà coupé ne se bat pas dans la couleur demandée : on fournit ce que l'on veut
    Soit une donne de la variante "bela" à l'atout cœur
    Et la règle "play.plain_climb" vaut required
    Et Nord a joué le roi de pique
    Et Ouest a joué le sept de cœur
    Quand Sud doit jouer avec A♠ 9♠ V♦
    Alors les cartes jouables sont A♠ 9♠

  @variante-bela
  Scénario: Bela — sur un pli déjà coupé, il faut couper plus haut, même par-dessus son partenaire
    # « i to jačim adutom ako je štih već presječen » : Nord a coupé du huit ; Sud, qui n'a
    # plus de pique, doit couper de l'as, pas du sept, ni se défausser du roi de carreau.
    Soit une donne de la variante "bela" à l'atout cœur
    Et la règle "play.must_trump" vaut always
    Et la règle "play.partner_master_undertrump" vaut overtrump_if_able
    Et Est a joué le sept de pique
    Et Nord a joué le huit de cœur
    Et Ouest a joué le neuf de pique
    Quand Sud doit jouer avec 7♥ A♥ R♦
    Alors les cartes jouables sont A♥
    Et le sept de cœur est refusé au nom de la règle "play.partner_master_undertrump"

  # ------------------------------------------------------------------ la fin de la partie

  @variante-bela
  Scénario: Bela — la première équipe à 1001 points gagne (ou 501, 701 si l'on en convient)
    Soit la variante "bela"
    Et la règle "game_end.target" vaut 1001
    Et la règle "game_end.target_choices" vaut [501, 701, 1001]
    Et la règle "game_end.reach" vaut reach
    Et une partie en cours à 1001 pour NS et 900 pour EO
    Quand la donne se termine
    Alors l'équipe NS gagne la partie
