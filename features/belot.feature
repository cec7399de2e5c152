# language: fr
@regles-BGE
Fonctionnalité: Belot bulgare — marques et donnes de référence
  La belote bulgare (variante « belot ») selon les règles officielles publiées avec le moteur
  libre BelotGameEngine (BGE). Les marques s'inscrivent en dizaines : chaque équipe divise ses
  points par dix et arrondit ; au chiffre qui ne s'arrondit pas de lui-même (6 à l'atout, 4 à
  tout atout), l'équipe qui a le moins arrondit vers le haut et l'autre vers le bas. À sans
  atout, les points des cartes comptent double. L'équipe qui a choisi le jeu doit faire plus
  que l'autre, primes comprises ; sinon l'autre équipe marque tout.

  # ------------------------------------------------------------------ les marques

  @variante-belot
  Scénario: Belot — « 56-106 » se marque 6-10 : l'équipe qui a le moins arrondit le 6 vers le haut
    Soit la variante "belot"
    Et la règle "scoring.unit" vaut 10
    Et la règle "scoring.contract.reach_bid" vaut false
    Et un contrat pris par NS à l'atout cœur
    Et les plis valent 106 pour NS et 56 pour EO
    Quand on compte la donne
    Alors la donne est "faite"
    Et la marque est 10 pour NS et 6 pour EO

  @variante-belot
  Scénario: Belot — à tout atout, « 34-224 » se marque 4-22
    Soit la variante "belot"
    Et la règle "scoring.tout_atout_scaling.enabled" vaut false
    Et un contrat pris par NS à tout atout
    Et les plis valent 224 pour NS et 34 pour EO
    Quand on compte la donne
    Alors la marque est 22 pour NS et 4 pour EO

  @variante-belot
  Scénario: Belot — à sans atout, les points des cartes comptent double
    Soit la variante "belot"
    Et la règle "scoring.sans_atout_scaling.enabled" vaut true
    Et la règle "scoring.sans_atout_scaling.ratio" vaut [260, 130]
    Et la règle "scoring.sans_atout_scaling.contract_test" vaut exact
    Et la règle "cards.sans_atout.points" vaut {ace: 11, ten: 10, king: 4, queen: 3, jack: 2, nine: 0, eight: 0, seven: 0}
    Et un contrat pris par NS à sans atout
    Et les plis valent 70 pour NS et 60 pour EO
    Quand on compte la donne
    # 70 × 2 = 140 et 60 × 2 = 120 : 14 et 12.
    Alors la donne est "faite"
    Et la marque est 14 pour NS et 12 pour EO

  @variante-belot
  Scénario: Belot — tous les plis valent 90 de plus ; à sans atout, la prime n'est pas doublée
    Soit la variante "belot"
    Et la règle "scoring.capot.kind" vaut der_bonus
    Et la règle "scoring.capot.dix_de_der" vaut 100
    Et la règle "scoring.sans_atout_scaling.capot_ratio" vaut [350, 220]
    Et un contrat pris par NS à sans atout
    Et l'équipe NS a fait capot
    Et les plis valent 130 pour NS et 0 pour EO
    Quand on compte la donne
    # 260 + 90 = 350 : 35.
    Alors la marque est 35 pour NS et 0 pour EO

  @variante-belot
  Scénario: Belot — l'équipe qui a choisi le jeu chute : l'autre marque tous les points
    Soit la variante "belot"
    Et la règle "scoring.outcomes.dedans.defence.base" vaut all_points
    Et la règle "scoring.outcomes.dedans.taker.belote" vaut none
    Et un contrat pris par NS à l'atout pique
    Et les plis valent 62 pour NS et 100 pour EO
    Quand on compte la donne
    Alors la donne est "dedans"
    Et la marque est 0 pour NS et 16 pour EO

  @variante-belot
  Scénario: Belot — égalité : les points de l'équipe qui a choisi le jeu restent en suspens
    Soit la variante "belot"
    Et la règle "scoring.litige.held_belote" vaut true
    Et un contrat pris par NS à l'atout trèfle
    Et les plis valent 81 pour NS et 81 pour EO
    Quand on compte la donne
    Alors la marque est 0 pour NS et 8 pour EO
    Et 8 points restent en attente

  @variante-belot
  Scénario: Belot — contré, l'équipe qui a le plus de points marque tout, doublé
    Soit la variante "belot"
    Et la règle "scoring.outcomes.made_contre" vaut {taker: {base: all_points, contract: false, annonces: all, belote: all, bonus: 0, multiply: [base, annonces, belote]}, defence: {base: 0, contract: false, annonces: none, belote: none, bonus: 0, multiply: []}}
    Et un contrat pris par NS à l'atout cœur contré
    Et les plis valent 100 pour NS et 62 pour EO
    Quand on compte la donne
    # 162 × 2 = 324 : 32.
    Alors la donne est "faite"
    Et la marque est 32 pour NS et 0 pour EO

  @variante-belot
  Scénario: Belot — contré et chuté, l'autre équipe marque tout, doublé
    Soit la variante "belot"
    Et la règle "scoring.outcomes.dedans_contre" vaut {taker: {base: 0, contract: false, annonces: none, belote: none, bonus: 0, multiply: []}, defence: {base: all_points, contract: false, annonces: all, belote: all, bonus: 0, multiply: [base, annonces, belote]}}
    Et un contrat pris par NS à l'atout cœur contré
    Et les plis valent 62 pour NS et 100 pour EO
    Quand on compte la donne
    Alors la donne est "dedans"
    Et la marque est 0 pour NS et 32 pour EO

  # ------------------------------------------------------------------ les annonces

  @variante-belot
  Scénario: Belot — à sans atout, on n'annonce rien
    # « When the game of No trumps is played the players cannot declare any combinations » :
    # ni la quinte de Nord (A-R-D-V-10♠), ni la tierce et la quarte de Sud à cœur.
    Soit une donne de la variante "belot" à sans atout
    Et la règle "annonces.in_modes.sans_atout" vaut false
    Et les mains suivantes :
      | joueur | cartes                     |
      | Nord   | A♠ R♠ D♠ V♠ 10♠ 7♦ 8♦ 9♣    |
      | Ouest  | V♥ V♦ V♣ 9♠ 8♠ 7♠ A♣ R♣    |
      | Sud    | A♥ R♥ D♥ 10♥ 9♥ 8♥ 7♥ D♣   |
      | Est    | A♦ R♦ D♦ 10♦ 9♦ 10♣ 8♣ 7♣  |
    Quand on résout les annonces
    Alors Nord n'annonce rien
    Et l'équipe NS marque 0 points d'annonces
    Et l'équipe EO marque 0 points d'annonces

  # ------------------------------------------------------------------ la fin de la partie

  @variante-belot
  Scénario: Belot — la partie se joue en 151
    Soit la variante "belot"
    Et la règle "game_end.target" vaut 151
    Et une partie en cours à 151 pour NS et 90 pour EO
    Quand la donne se termine
    Alors l'équipe NS gagne la partie

  # ------------------------------------------------------------------ donnes complètes

  @variante-belot
  Scénario: Belot — Ouest joue cœur et passe, tierce et belote comprises
    Soit une donne de la variante "belot" prise par Ouest à l'atout cœur
    Et la règle "play.undertrump" vaut waived
    Et la règle "belote.first_card" vaut led_followed_or_trumped
    Et la règle "annonces.card_reuse" vaut none
    Et la règle "annonces.tie_break" vaut [higher]
    Et la règle "annonces.carre_order.suit" vaut [jack, nine, ace, ten, king, queen, eight, seven]
    Et la règle "bidding.auction.capot" vaut false
    # On enchérit d'un jeu, sans points : chaque jeu passe les plus bas de l'échelle.
    Et la règle "bidding.auction.levels" vaut none
    Et les mains suivantes :
      | joueur | cartes                    |
      | Nord   | 8♥ 10♥ 9♠ R♠ 10♣ D♣ 8♦ D♦ |
      | Ouest  | V♥ D♥ R♥ A♠ 10♠ 7♣ 9♦ V♦  |
      | Sud    | 7♥ 7♠ D♠ A♣ R♣ V♣ 7♦ 10♦  |
      | Est    | 9♥ A♥ 8♠ V♠ 8♣ 9♣ A♦ R♦   |
    # Ouest entame (Nord a donné). Atout cœur.
    # Pli 1 Ouest : V♥ 20 + 7♥ 0 + 9♥ 14 + 8♥ 0 = 34, à Ouest.
    # Pli 2 Ouest : A♠ 11 + 7♠ 0 + 8♠ 0 + 9♠ 0 = 11, à Ouest.
    # Pli 3 Ouest : 10♠ 10 + D♠ 3 + V♠ 2 + R♠ 4 = 19, à Ouest.
    # Pli 4 Ouest : 7♣ 0 + A♣ 11 + 8♣ 0 + 10♣ 10 = 21, à Sud.
    # Pli 5 Sud   : R♣ 4 + 9♣ 0 + D♣ 3 + D♥ 3 = 10, à Ouest, qui coupe Sud (un adversaire) :
    #   la dame de sa belote est jouée en coupant, la belote compte.
    # Pli 6 Ouest : R♥ 4 + 7♦ 0 + A♥ 11 + 10♥ 10 = 25, à Est, qui doit monter sur le roi.
    # Pli 7 Est   : A♦ 11 + 8♦ 0 + 9♦ 0 + 10♦ 10 = 21, à Est.
    # Pli 8 Est   : R♦ 4 + D♦ 3 + V♦ 2 + V♣ 2 = 11, à Est, + 10 du dernier pli.
    # EO : 141 ; NS : 21 ; 141 + 21 = 162.
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
    Et Ouest annonce une tierce (20)
    Et l'équipe EO marque 20 points d'annonces
    Et Ouest a une belote
    # EO : 141 + 20 + 20 = 181 contre 21 : le jeu passe. En dizaines : 181 → 18, 21 → 2.
    Et la marque est 2 pour NS et 18 pour EO
    Et le moteur joue la donne enregistrée et marque 2 pour NS et 18 pour EO
    Et la donne est "faite"

  @variante-belot
  Scénario: Belot — Sud joue cœur et chute : Est-Ouest marquent tout
    Soit une donne de la variante "belot" prise par Sud à l'atout cœur
    Et la règle "scoring.contract.beat_defence" vaut true
    Et la règle "scoring.outcomes.dedans.defence.annonces" vaut all
    Et la règle "scoring.outcomes.dedans.defence.belote" vaut all
    Et les mains suivantes :
      | joueur | cartes                    |
      | Nord   | 8♥ 10♥ 9♠ R♠ 10♣ D♣ 8♦ D♦ |
      | Ouest  | V♥ D♥ R♥ A♠ 10♠ 7♣ 9♦ V♦  |
      | Sud    | 7♥ 7♠ D♠ A♣ R♣ V♣ 7♦ 10♦  |
      | Est    | 9♥ A♥ 8♠ V♠ 8♣ 9♣ A♦ R♦   |
    # Les mêmes cartes et les mêmes plis que la donne précédente, mais c'est Sud qui a choisi
    # cœur : NS 21 contre EO 181.
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
    # Est-Ouest marquent tout : 162 + la tierce 20 + la belote 20 = 202 → 20.
    Et la marque est 0 pour NS et 20 pour EO
    Et le moteur joue la donne enregistrée et marque 0 pour NS et 20 pour EO
    Et la donne est "dedans"
