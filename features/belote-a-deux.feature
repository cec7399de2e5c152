# language: fr
@regles-EXO2
Fonctionnalité: Belote à deux — jeux cachés, neuf cartes, la bergère
  La belote à deux joueurs, jeux cachés (variante « belote-a-deux »), selon exoty (EXO2) et
  l'article « Belote » de Parlett (PAR) : six cartes à chacun (3 et 3) et une carte retournée
  pour la prise, puis trois cartes de plus à chacun, soit neuf cartes et neuf plis ; la
  retourne reste sur la table, hors du jeu ; la dernière carte du talon, la bergère, est
  retournée pour information ; douze cartes restent cachées. Nord et Sud jouent l'un contre
  l'autre, chacun avec sa colonne de marque.

  @variante-belote-a-deux
  Scénario: Belote à deux — six cartes, la retourne, puis neuf cartes chacun ; la retourne n'est à personne
    # « Le donneur distribue 6 cartes (3 et 3) à chacun, puis la retourne … Ensuite il redonne
    # 3 cartes à chacun » : 2 × 9 = 18 cartes en jeu, la retourne et 13 cartes de talon.
    Soit une partie de la variante "belote-a-deux" dont Nord est le donneur
    Et la règle "table.players" vaut 2
    Et la règle "table.partnership" vaut none
    Et la règle "deck.cards" vaut 32
    Et la règle "deal.patterns" vaut ["3-3"]
    Et la règle "deal.turned_card_to" vaut nobody
    Et la règle "deal.completion.taker" vaut 3
    Et la règle "deal.completion.others" vaut 3
    Et la règle "deal.bergere" vaut true
    Et la règle "deal.seven_exchange" vaut automatic
    Alors chaque joueur a 6 cartes
    Et une carte est retournée
    Et Sud parle en premier
    Quand Sud prend à la couleur retournée
    Alors chaque joueur a 9 cartes

  @variante-belote-a-deux @regles-PAR
  Scénario: Belote à deux — une donne jouée pli par pli : l'échange du sept, les annonces, la belote
    # Le paquet dans l'ordre, sans coupe : Nord donne 3 et 3 ; le 13e, le valet de cœur, est
    # retourné ; Sud prend à cœur ; chacun reçoit trois cartes ; la retourne n'est à personne,
    # mais Sud, qui a le sept de cœur, la prend à sa place ; 13 cartes restent au talon (la
    # bergère, sa dernière, est l'as de trèfle). Atout cœur : 18 cartes en jeu, 92 points, 102
    # avec le dix de der.
    Soit une donne de la variante "belote-a-deux" prise par Sud à l'atout cœur
    Et la règle "deal.seven_exchange" vaut automatic
    Et les mains suivantes :
      | joueur | cartes                          |
      | Nord   | 10♠ V♠ D♠ 8♥ 9♥ 10♥ 7♦ 8♦ 9♦     |
      | Sud    | 7♠ 8♠ 9♠ R♠ A♠ V♥ D♥ R♥ A♥      |
    # Pli 1 Sud  : V♥ 20 + 8♥ 0 = 20, à Sud.      Pli 2 Sud  : A♥ 11 + 9♥ 14 = 25, à Nord.
    # Pli 3 Nord : 7♦ 0 + D♥ 3 = 3, à Sud (coupe). Pli 4 Sud  : R♥ 4 + 10♥ 10 = 14, à Nord.
    # Pli 5 Nord : 8♦ 0 + 7♠ 0, à Nord.           Pli 6 Nord : 9♦ 0 + 8♠ 0, à Nord.
    # Pli 7 Nord : D♠ 3 + A♠ 11 = 14, à Sud.      Pli 8 Sud  : R♠ 4 + 10♠ 10 = 14, à Nord.
    # Pli 9 Nord : V♠ 2 + 9♠ 0 = 2, à Nord, + 10 du dernier pli.
    # Sud 20 + 3 + 14 = 37 ; Nord 25 + 14 + 14 + 2 + 10 = 65.
    Et Nord a donné
    Quand on joue les plis :
      | entame | cartes     |
      | Sud    | V♥ 8♥      |
      | Sud    | A♥ 9♥      |
      | Nord   | 7♦ D♥      |
      | Sud    | R♥ 10♥     |
      | Nord   | 8♦ 7♠      |
      | Nord   | 9♦ 8♠      |
      | Nord   | D♠ A♠      |
      | Sud    | R♠ 10♠     |
      | Nord   | V♠ 9♠      |
    Alors les plis reviennent à Sud Nord Sud Nord Nord Nord Sud Nord Nord
    Et les plis valent 65 pour Nord et 37 pour Sud
    # Sud a la meilleure annonce, une quatrième V-D-R-A♥ (50) contre les tierces de Nord : il
    # marque aussi sa tierce 7-8-9♠ (20), et la belote (R-D♥, 20) : 37 + 70 + 20 = 127, plus
    # que les 65 de Nord. Arrondis à la dizaine : 127 → 130, 65 → 70.
    Et la marque est 70 pour Nord et 130 pour Sud
    Et la donne est "faite"

  @variante-belote-a-deux @regles-PAR
  Scénario: Belote à deux — sans la couleur demandée, il faut couper
    # « If unable to follow suit, you must play a trump if possible ».
    Soit une donne de la variante "belote-a-deux" à l'atout cœur
    Et la règle "play.must_trump" vaut always
    Et Nord a joué l'as de pique
    Quand Sud doit jouer avec 7♥ R♦
    Alors les cartes jouables sont 7♥

  @variante-belote-a-deux @regles-PAR
  Scénario: Belote à deux — le contrat fait, chacun marque ses points arrondis à la dizaine
    # 14 cartes restent hors du jeu : les neuf plis valent ici 118 avec le dix de der. Sud prend
    # et fait 74 contre 44 ; « rounded up to the nearest ten if ending in 5-9, otherwise down » :
    # 74 → 70, 44 → 40.
    Soit la variante "belote-a-deux"
    Et la règle "scoring.rounding.method" vaut each_team
    Et la règle "scoring.rounding.half" vaut up
    Et un contrat pris par Sud à l'atout cœur
    Et les plis valent 44 pour Nord et 74 pour Sud
    Et les plis se répartissent ainsi : Nord 4, Sud 5
    Et le dernier pli revient à Sud
    Quand on compte la donne
    Alors la donne est "faite"
    Et la marque est 40 pour Nord et 70 pour Sud

  @variante-belote-a-deux @regles-BIC
  Scénario: Belote à deux — le preneur chute : l'adversaire marque tous les points en jeu
    # Choix noté : comme à quatre, l'adversaire prend tout, c'est-à-dire les points des neuf plis
    # (118 ici, pas 162) : 118 → 120.
    Soit la variante "belote-a-deux"
    Et la règle "scoring.outcomes.dedans.defence.base" vaut all_points
    Et un contrat pris par Sud à l'atout cœur
    Et les plis valent 68 pour Nord et 50 pour Sud
    Et les plis se répartissent ainsi : Nord 5, Sud 4
    Et le dernier pli revient à Nord
    Quand on compte la donne
    Alors la donne est "dedans"
    Et la marque est 120 pour Nord et 0 pour Sud

  @variante-belote-a-deux @option-chute-sans-cadeau @regles-BIC
  Scénario: Belote à deux, chute sans cadeau — l'adversaire ne marque que ses points
    # « the maker loses his own points, but the opponent does not score the combined totals » :
    # Nord 68 → 70, Sud rien.
    Soit la variante "belote-a-deux+chute-sans-cadeau"
    Et la règle "scoring.outcomes.dedans.defence.base" vaut points
    Et un contrat pris par Sud à l'atout cœur
    Et les plis valent 68 pour Nord et 50 pour Sud
    Et les plis se répartissent ainsi : Nord 5, Sud 4
    Et le dernier pli revient à Nord
    Quand on compte la donne
    Alors la donne est "dedans"
    Et la marque est 70 pour Nord et 0 pour Sud

  @variante-belote-a-deux
  Scénario: Belote à deux — le capot : le dernier pli vaut 100 au lieu de 10
    # Choix noté : Sud fait les neuf plis, 108 de cartes + 100 = 208 → 210.
    Soit la variante "belote-a-deux"
    Et la règle "scoring.capot.kind" vaut der_bonus
    Et un contrat pris par Sud à l'atout cœur
    Et Sud a fait tous les plis
    Et les plis valent 0 pour Nord et 118 pour Sud
    Quand on compte la donne
    Alors la donne est "capot"
    Et la marque est 0 pour Nord et 210 pour Sud

  @variante-belote-a-deux
  Scénario: Belote à deux — le premier à 500 points gagne
    # Choix noté : 500, le but du jeu à deux dont la belote vient. Sud 460 + 70 = 530.
    Soit la variante "belote-a-deux"
    Et la règle "game_end.target" vaut 500
    Et la règle "game_end.target_choices" vaut [500, 1000]
    Et une partie en cours à 420 pour Nord et 460 pour Sud
    Et un contrat pris par Sud à l'atout cœur
    Et les plis valent 44 pour Nord et 74 pour Sud
    Et les plis se répartissent ainsi : Nord 4, Sud 5
    Et le dernier pli revient à Sud
    Quand la donne compte pour la partie
    Alors le total est de 460 pour Nord et 530 pour Sud
    Et Sud gagne la partie
