# language: fr
@regles-EXO3
Fonctionnalité: Belote à trois — chacun pour soi, le preneur seul contre les deux autres
  La belote à trois joueurs (variante « belote-a-trois ») selon trois pages de règles
  françaises : exoty (EXO3), funbelote (FUN3) et adpoker (ADP3). On retire les sept et les
  huit : 24 cartes, du neuf à l'as, qui valent toujours 152 points, 162 avec le dix de der.
  Chaque joueur a sa propre colonne de marque ; le preneur doit faire plus de points que
  chacun de ses deux adversaires. Nord, Ouest et Sud sont assis dans cet ordre, la place
  d'Est est vide.

  Rappel des valeurs : à l'atout V 20, 9 14, A 11, 10 10, R 4, D 3 ; hors atout A 11, 10 10,
  R 4, D 3, V 2, 9 0.

  # ------------------------------------------------------------------ la donne et la prise

  @variante-belote-a-trois
  Scénario: Belote à trois — 24 cartes, cinq à chacun et une retourne, huit après la prise
    # Cinq cartes à chacun (3 puis 2), une carte retournée ; le preneur la prend avec deux
    # cartes, les deux autres en reçoivent trois : 3 × 5 + 1 + 2 + 2 × 3 = 24, tout le paquet.
    Soit une partie de la variante "belote-a-trois" dont Nord est le donneur
    Et la règle "table.players" vaut 3
    Et la règle "table.partnership" vaut none
    Et la règle "deck.cards" vaut 24
    Et la règle "deal.patterns" vaut ["3-2"]
    Et la règle "deal.turned_card_to" vaut taker
    Et la règle "deal.completion.taker" vaut 2
    Et la règle "deal.completion.others" vaut 3
    Et la règle "deal.bergere" vaut false
    Et la règle "deal.seven_exchange" vaut none
    Alors chaque joueur a 5 cartes
    Et une carte est retournée
    Et Ouest parle en premier
    Quand Ouest passe
    Et Sud prend à la couleur retournée
    Alors le preneur a la carte retournée
    Et chaque joueur a 8 cartes

  # ------------------------------------------------------------------ le jeu de la carte

  @variante-belote-a-trois
  Scénario: Belote à trois — sans partenaire, qui n'a plus la couleur doit couper
    # « Un joueur qui n'a plus la couleur demandée doit couper » : personne n'est dispensé, il
    # n'y a pas de partenaire maître. Ouest entame l'as de pique, Sud n'a plus de pique.
    Soit une donne de la variante "belote-a-trois" à l'atout cœur
    Et la règle "play.must_trump" vaut always
    Et Ouest a joué l'as de pique
    Quand Sud doit jouer avec 9♥ R♦
    Alors les cartes jouables sont 9♥
    Et le roi de carreau est refusé au nom de la règle "play.must_trump"

  @variante-belote-a-trois @regles-ADP3
  Scénario: Belote à trois — qui ne peut pas monter à l'atout en met un plus faible
    # « Il faut toujours forcer en atout » ; sans atout plus fort que le valet déjà posé, Nord
    # coupe quand même, plus bas.
    Soit une donne de la variante "belote-a-trois" à l'atout cœur
    Et la règle "play.undertrump" vaut required
    Et Ouest a joué l'as de pique
    Et Sud a joué le valet de cœur
    Quand Nord doit jouer avec 9♥ R♦
    Alors les cartes jouables sont 9♥

  # ------------------------------------------------------------------ une donne complète

  @variante-belote-a-trois @option-sans-annonces
  Scénario: Belote à trois — une donne jouée pli par pli : Sud prend à carreau et fait plus que chacun
    # Le paquet de 24 cartes dans l'ordre, sans coupe : Nord donne, d'abord à Ouest, 3 puis 2
    # cartes ; le 16e, la dame de carreau, est retourné ; Ouest passe, Sud prend à carreau et
    # reçoit la retourne et deux cartes, les autres trois. Atout carreau (V 20, 9 14, A 11,
    # 10 10, R 4, D 3), hors atout A 11, 10 10, R 4, D 3, V 2, 9 0. Pas d'annonces.
    Soit une donne de la variante "belote-a-trois+sans-annonces" prise par Sud à l'atout carreau
    Et la règle "annonces.enabled" vaut false
    Et les mains suivantes :
      | joueur | cartes                       |
      | Nord   | 9♥ 10♥ V♥ 10♦ V♦ D♣ R♣ A♣     |
      | Ouest  | 9♠ 10♠ V♠ D♥ R♥ R♦ A♦ 9♣      |
      | Sud    | D♠ R♠ A♠ A♥ 9♦ D♦ 10♣ V♣      |
    # Pli 1 Ouest : 9♠ 0 + A♠ 11 + V♦ 20 = 31, à Nord, qui n'a pas de pique et doit couper.
    # Pli 2 Nord  : 10♦ 10 + A♦ 11 + 9♦ 14 = 35, à Sud (à l'atout il faut monter).
    # Pli 3 Sud   : A♥ 11 + 9♥ 0 + D♥ 3 = 14, à Sud.
    # Pli 4 Sud   : 10♣ 10 + A♣ 11 + 9♣ 0 = 21, à Nord.
    # Pli 5 Nord  : R♣ 4 + R♦ 4 + V♣ 2 = 10, à Ouest, qui n'a plus de trèfle et coupe.
    # Pli 6 Ouest : R♥ 4 + D♦ 3 + 10♥ 10 = 17, à Sud, qui coupe.
    # Pli 7 Sud   : R♠ 4 + D♣ 3 + V♠ 2 = 9, à Sud.
    # Pli 8 Sud   : D♠ 3 + V♥ 2 + 10♠ 10 = 15, à Ouest, + 10 du dernier pli.
    # Nord 31 + 21 = 52 ; Ouest 10 + 15 + 10 = 35 ; Sud 35 + 14 + 17 + 9 = 75 ; en tout 162.
    Et Nord a donné
    Quand on joue les plis :
      | entame | cartes       |
      | Ouest  | 9♠ A♠ V♦     |
      | Nord   | 10♦ A♦ 9♦    |
      | Sud    | A♥ 9♥ D♥     |
      | Sud    | 10♣ A♣ 9♣    |
      | Nord   | R♣ R♦ V♣     |
      | Ouest  | R♥ D♦ 10♥    |
      | Sud    | R♠ D♣ V♠     |
      | Sud    | D♠ V♥ 10♠    |
    Alors les plis reviennent à Nord Sud Sud Nord Ouest Sud Sud Ouest
    Et les plis valent 52 pour Nord, 35 pour Ouest et 75 pour Sud
    # Sud, 75, fait plus que Nord (52) et plus qu'Ouest (35) : chacun marque ses points.
    Et la marque est 52 pour Nord, 35 pour Ouest et 75 pour Sud
    Et la donne est "faite"

  # ------------------------------------------------------------------ la marque

  @variante-belote-a-trois @regles-FUN3
  Scénario: Belote à trois — le preneur fait plus que chacun de ses adversaires
    # Nord 70, Ouest 50, Sud 42 (162 avec le dix de der) : 70 bat 50 et 42, pas leur somme
    # (92), et cela suffit. Chacun marque ses points.
    Soit la variante "belote-a-trois"
    Et la règle "scoring.contract.defence" vaut each
    Et un contrat pris par Nord à l'atout cœur
    Et les plis valent 70 pour Nord, 50 pour Ouest et 42 pour Sud
    Et les plis se répartissent ainsi : Nord 4, Ouest 2, Sud 2
    Et le dernier pli revient à Nord
    Quand on compte la donne
    Alors la donne est "faite"
    Et la marque est 70 pour Nord, 50 pour Ouest et 42 pour Sud

  @variante-belote-a-trois @regles-FUN3
  Scénario: Belote à trois — à égalité avec un adversaire, le preneur chute et les deux autres se partagent ses points
    # Nord 60 égale Ouest 60 : il n'a pas fait plus que chacun, il chute (pas de litige). Choix
    # noté : comme à quatre la défense prend tout ; chaque adversaire garde ses points (Ouest
    # 60, Sud 42) et ils se partagent ceux de Nord, 60 : 30 chacun.
    Soit la variante "belote-a-trois"
    Et la règle "scoring.litige.enabled" vaut false
    Et la règle "scoring.defence_lines" vaut split
    Et la règle "scoring.outcomes.dedans.defence.base" vaut all_points
    Et un contrat pris par Nord à l'atout cœur
    Et les plis valent 60 pour Nord, 60 pour Ouest et 42 pour Sud
    Et les plis se répartissent ainsi : Nord 3, Ouest 3, Sud 2
    Et le dernier pli revient à Ouest
    Quand on compte la donne
    Alors la donne est "dedans"
    Et la marque est 0 pour Nord, 90 pour Ouest et 72 pour Sud

  @variante-belote-a-trois @option-chacun-ses-points
  Scénario: Belote à trois, chute sans partage — le preneur ne marque rien, chacun des autres ses points
    Soit la variante "belote-a-trois+chacun-ses-points"
    Et la règle "scoring.defence_lines" vaut each
    Et un contrat pris par Nord à l'atout cœur
    Et les plis valent 60 pour Nord, 60 pour Ouest et 42 pour Sud
    Et les plis se répartissent ainsi : Nord 3, Ouest 3, Sud 2
    Et le dernier pli revient à Ouest
    Quand on compte la donne
    Alors la donne est "dedans"
    Et la marque est 0 pour Nord, 60 pour Ouest et 42 pour Sud

  @variante-belote-a-trois @regles-ADP3
  Scénario: Belote à trois — un seul joueur capot : 50 points à chacun des deux autres
    # « La capote est ici de cent points, dont cinquante pour chacun s'il n'y a qu'un capot » ;
    # pas de dix de der « dans les cas de capote ». Ouest ne fait aucun pli. Nord : 100 dont 10
    # de der, soit 90 + 50 = 140 ; Sud : 62 + 50 = 112. En tout 152 + 100 = 252.
    Soit la variante "belote-a-trois"
    Et la règle "scoring.capot.players" vaut each
    Et la règle "scoring.capot.share" vaut split
    Et la règle "scoring.capot.dix_de_der_kept" vaut never
    Et la règle "scoring.capot.kind" vaut der_bonus
    Et la règle "scoring.capot.dix_de_der" vaut 100
    Et un contrat pris par Nord à l'atout cœur
    Et les plis valent 100 pour Nord, 0 pour Ouest et 62 pour Sud
    Et les plis se répartissent ainsi : Nord 5, Ouest 0, Sud 3
    Et le dernier pli revient à Nord
    Quand on compte la donne
    Alors la donne est "faite"
    Et la marque est 140 pour Nord, 0 pour Ouest et 112 pour Sud

  @variante-belote-a-trois @regles-ADP3
  Scénario: Belote à trois — deux joueurs capot : celui qui a fait tous les plis marque les 100
    # « Deux joueurs capots, celui qui a fait la capote marque pour lui seul les cent points » :
    # Nord fait les huit plis, 152 + 100 = 252.
    Soit la variante "belote-a-trois"
    Et la règle "scoring.capot.players" vaut each
    Et un contrat pris par Nord à l'atout cœur
    Et Nord a fait tous les plis
    Et les plis valent 162 pour Nord, 0 pour Ouest et 0 pour Sud
    Quand on compte la donne
    Alors la donne est "capot"
    Et la marque est 252 pour Nord, 0 pour Ouest et 0 pour Sud

  # ------------------------------------------------------------------ la partie

  @variante-belote-a-trois
  Scénario: Belote à trois — le premier joueur à 1000 points gagne
    # Choix noté : les pages ne fixent pas le but ; 1000 comme à quatre. Ouest 950 + 70 = 1020.
    Soit la variante "belote-a-trois"
    Et la règle "game_end.target" vaut 1000
    Et une partie en cours à 900 pour Nord, 950 pour Ouest et 600 pour Sud
    Et un contrat pris par Ouest à l'atout cœur
    Et les plis valent 50 pour Nord, 70 pour Ouest et 42 pour Sud
    Et les plis se répartissent ainsi : Nord 3, Ouest 3, Sud 2
    Et le dernier pli revient à Ouest
    Quand la donne compte pour la partie
    Alors le total est de 950 pour Nord, 1020 pour Ouest et 642 pour Sud
    Et Ouest gagne la partie
