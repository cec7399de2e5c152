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
