# language: fr
@regles-NKU
Fonctionnalité: Klaverjas, système de Rotterdam — donnes de référence
  Le klaverjas néerlandais (variante « klaverjas ») selon le règlement du système de Rotterdam
  de la fédération néerlandaise (NKU), avec la présentation de la fédération (KJU), la page de
  Pagat (PAG-K) et celle de Board Game Arena (BGA-K). Le donneur parle le premier et doit jouer
  si tous passent ; le joueur après lui entame ; couper est obligatoire, même sur son
  partenaire ; le « roem » se compte quand ses cartes tombent dans un même pli, pour l'équipe
  qui le remporte ; l'équipe qui joue doit faire plus de la moitié des points, roem compris.

  Rappel des valeurs : à l'atout V 20, 9 14, A 11, 10 10, R 4, D 3, 8 et 7 à 0 ; hors atout
  A 11, 10 10, R 4, D 3, V 2, 9 8 7 à 0 ; 152 points de cartes, 162 avec le dernier pli.
  Roem : trois cartes qui se suivent 20, quatre 50, le roi et la dame d'atout 20 de plus.
  On joue dans le sens des aiguilles d'une montre : après Nord viennent Est, Sud, puis Ouest.

  # ------------------------------------------------------------------ la donne et la parole

  @variante-klaverjas
  Scénario: Klaverjas — huit cartes en 3-2-3, sans carte retournée ; le donneur parle le premier
    # « Het delen van de kaarten geschiedt in de volgorde 3-2-3 » ; un adversaire coupe, en
    # prenant au moins trois cartes (« minimaal 3 kaarten ») ; « De gever is de eerste speler ».
    Soit une partie de la variante "klaverjas" dont Est est le donneur
    Et la règle "deal.patterns" vaut ["3-2-3"]
    Et la règle "deal.cut.by" vaut after_dealer
    Et la règle "deal.cut.min_packet" vaut 3
    Et la règle "bidding.first_speaker" vaut dealer
    Alors chaque joueur a 8 cartes
    Et aucune carte n'est retournée
    Et Est parle en premier

  @variante-klaverjas @regles-WIKI-NL @regles-KJU
  Scénario: Klaverjas — on donne, on parle et on joue dans le sens des aiguilles d'une montre
    # Le jeu tourne « met de klok mee » : le joueur suivant est à gauche. Nord donne ; il parle
    # le premier, puis Est, Sud et Ouest ; Est, le joueur après le donneur, entame.
    Soit une partie de la variante "klaverjas" dont Nord est le donneur
    Et la règle "table.rotation" vaut clockwise
    Alors Nord parle en premier
    Quand Nord passe
    Alors c'est à Est de parler
    Quand Est passe
    Alors c'est à Sud de parler
    Quand Sud passe
    Alors c'est à Ouest de parler

  @variante-klaverjas
  Scénario: Klaverjas — quand tous ont passé, le donneur doit jouer
    # « Wanneer alle spelers gepast hebben is de gever verplicht tot spelen. »
    Soit une partie de la variante "klaverjas" dont Est est le donneur
    Et la règle "bidding.prise.vache" vaut true
    Et la règle "bidding.prise.forced" vaut dealer
    Quand Est passe
    Et Sud passe
    Et Ouest passe
    Et Nord passe
    Alors c'est à Est de parler
    Et Est ne peut pas passer

  @variante-klaverjas @option-amsterdam @regles-KBN
  Scénario: Klaverjas d'Amsterdam — le premier joueur après le donneur parle et doit jouer si tous passent
    # « als iedereen past is de eerste speler na de deler verplicht te spelen »
    Soit une partie de la variante "klaverjas+amsterdam" dont Est est le donneur
    Et la règle "bidding.first_speaker" vaut after_dealer
    Et la règle "bidding.prise.forced" vaut first_speaker
    Quand Sud passe
    Et Ouest passe
    Et Nord passe
    Et Est passe
    Alors c'est à Sud de parler
    Et Sud ne peut pas passer

  # ------------------------------------------------------------------ le jeu de la carte

  @variante-klaverjas @option-amsterdam @regles-PAG-K
  Scénario: Klaverjas d'Amsterdam — on ne coupe jamais plus bas : qui ne peut pas surcouper se défausse
    # « If you have no higher trump you must throw away a card of another (non-trump) suit.
    # You are not allowed to undertrump » : Est a coupé du valet ; Sud n'a plus de pique.
    Soit une donne de la variante "klaverjas+amsterdam" à l'atout cœur
    Et la règle "play.undertrump" vaut forbidden
    Et Nord a joué le sept de pique
    Et Est a joué le valet de cœur
    Quand Sud doit jouer avec 7♥ R♦
    Alors les cartes jouables sont R♦
    Et le sept de cœur est refusé au nom de la règle "play.undertrump"

  # ------------------------------------------------------------------ donnes complètes

  @variante-klaverjas
  Scénario: Klaverjas — Est joue cœur et passe ; le roem de chaque pli va à qui le remporte
    Soit une donne de la variante "klaverjas" prise par Est à l'atout cœur
    Et la règle "trick_bonuses.enabled" vaut true
    Et la règle "trick_bonuses.run_of_three" vaut 20
    Et la règle "trick_bonuses.run_of_four" vaut 50
    Et la règle "trick_bonuses.trump_king_queen" vaut 20
    Et la règle "annonces.enabled" vaut false
    Et la règle "belote.enabled" vaut false
    Et la règle "play.must_trump" vaut always
    Et la règle "scoring.contract.counts.taker.trick_bonuses" vaut true
    Et les mains suivantes :
      | joueur | cartes                     |
      | Nord   | 9♠ A♠ R♥ 9♣ 10♣ R♣ D♦ V♦   |
      | Est  | 10♠ V♠ V♥ 8♥ 9♥ A♣ A♦ 9♦   |
      | Sud    | 7♠ D♠ 7♥ A♥ 7♣ V♣ 10♦ 7♦   |
      | Ouest    | 8♠ R♠ D♥ 10♥ 8♣ D♣ R♦ 8♦   |
    # Est a donné et a parlé le premier ; Sud, le joueur suivant, entame. Atout cœur.
    # Pli 1 Sud   : 7♠ 0 + 8♠ 0 + 9♠ 0 + 10♠ 10 = 10, à Est ; 7-8-9-10♠ : 50.
    # Pli 2 Est : V♥ 20 + 7♥ 0 + D♥ 3 + R♥ 4 = 27, à Est ; R-D-V♥ (20) et le roi et la
    #   dame d'atout (20) : 40.
    # Pli 3 Est : A♣ 11 + 7♣ 0 + 8♣ 0 + 9♣ 0 = 11, à Est ; 7-8-9♣ : 20.
    # Pli 4 Est : A♦ 11 + 10♦ 10 + R♦ 4 + D♦ 3 = 28, à Est ; D-R-A♦ : 20 (le dix ne les
    #   touche pas).
    # Pli 5 Est : V♠ 2 + D♠ 3 + R♠ 4 + A♠ 11 = 20, à Nord ; V-D-R-A♠ : 50.
    # Pli 6 Nord  : 10♣ 10 + 8♥ 0 + V♣ 2 + D♣ 3 = 15, à Est, qui n'a plus de trèfle et coupe ;
    #   10-V-D♣ : 20.
    # Pli 7 Est : 9♥ 14 + A♥ 11 + 10♥ 10 + R♣ 4 = 39, à Est : rien ne se suit.
    # Pli 8 Est : 9♦ 0 + 7♦ 0 + 8♦ 0 + V♦ 2 = 2, à Nord, + 10 du dernier pli ; 7-8-9♦ : 20.
    # EO : 10 + 27 + 11 + 28 + 15 + 39 = 130 ; NS : 20 + 12 = 32 ; 130 + 32 = 162.
    # Roem : EO 50 + 40 + 20 + 20 + 20 = 150 ; NS 50 + 20 = 70.
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Sud    | 7♠ 8♠ 9♠ 10♠   |
      | Est  | V♥ 7♥ D♥ R♥    |
      | Est  | A♣ 7♣ 8♣ 9♣    |
      | Est  | A♦ 10♦ R♦ D♦   |
      | Est  | V♠ D♠ R♠ A♠    |
      | Nord   | 10♣ 8♥ V♣ D♣   |
      | Est  | 9♥ A♥ 10♥ R♣   |
      | Est  | 9♦ 7♦ 8♦ V♦    |
    Alors les plis reviennent à Est Est Est Est Nord Est Est Nord
    Et les plis valent 32 pour NS et 130 pour EO
    Et les bonus de pli valent 70 pour NS et 150 pour EO
    # EO : 130 + 150 = 280, plus de la moitié des 382 points de la donne : chacun marque ses
    # points et son roem, NS 32 + 70 = 102.
    Et la marque est 102 pour NS et 280 pour EO
    Et le moteur joue la donne enregistrée et marque 102 pour NS et 280 pour EO
    Et la donne est "faite"

  @variante-klaverjas
  Scénario: Klaverjas — Sud joue cœur et est « nat » : l'adversaire marque 162 et tout le roem
    Soit une donne de la variante "klaverjas" prise par Sud à l'atout cœur
    Et la règle "scoring.outcomes.dedans.defence.base" vaut 162
    Et la règle "scoring.outcomes.dedans.defence.trick_bonuses" vaut all
    Et la règle "scoring.outcomes.dedans.taker.trick_bonuses" vaut none
    Et la règle "scoring.litige.enabled" vaut false
    Et les mains suivantes :
      | joueur | cartes                     |
      | Nord   | 9♠ A♠ R♥ 9♣ 10♣ R♣ D♦ V♦   |
      | Est  | 10♠ V♠ V♥ 8♥ 9♥ A♣ A♦ 9♦   |
      | Sud    | 7♠ D♠ 7♥ A♥ 7♣ V♣ 10♦ 7♦   |
      | Ouest    | 8♠ R♠ D♥ 10♥ 8♣ D♣ R♦ 8♦   |
    # Les mêmes cartes et les mêmes plis, mais c'est Sud qui a choisi cœur.
    # NS : 32 + 70 = 102 contre EO 130 + 150 = 280 : « nat ».
    Et Est a donné
    Quand on joue les plis :
      | entame | cartes         |
      | Sud    | 7♠ 8♠ 9♠ 10♠   |
      | Est  | V♥ 7♥ D♥ R♥    |
      | Est  | A♣ 7♣ 8♣ 9♣    |
      | Est  | A♦ 10♦ R♦ D♦   |
      | Est  | V♠ D♠ R♠ A♠    |
      | Nord   | 10♣ 8♥ V♣ D♣   |
      | Est  | 9♥ A♥ 10♥ R♣   |
      | Est  | 9♦ 7♦ 8♦ V♦    |
    Alors les plis reviennent à Est Est Est Est Nord Est Est Nord
    Et les bonus de pli valent 70 pour NS et 150 pour EO
    # « Beetgaan (nat) is voor de tegenpartij 162 punten + de door beide partijen gemaakte
    # roem » : 162 + 70 + 150 = 382 pour EO, rien pour NS.
    Et la marque est 0 pour NS et 382 pour EO
    Et le moteur joue la donne enregistrée et marque 0 pour NS et 382 pour EO
    Et la donne est "dedans"

  # ------------------------------------------------------------------ le pit et la partie

  @variante-klaverjas @regles-BGA-K
  Scénario: Klaverjas — le pit : tous les plis valent 100 de plus
    Soit la variante "klaverjas"
    Et la règle "scoring.capot.kind" vaut flat
    Et la règle "scoring.capot.points" vaut 262
    Et un contrat pris par NS à l'atout cœur
    Et l'équipe NS a fait capot
    Et les plis valent 162 pour NS et 0 pour EO
    Quand on compte la donne
    Alors la donne est "capot"
    Et la marque est 262 pour NS et 0 pour EO

  @variante-klaverjas @option-zestien-spellen @regles-KJU
  Scénario: Klaverjas en seize donnes — le match s'arrête après la seizième, la plus haute gagne
    # « Een complete wedstrijd bestaat uit 16 spellen (boompje) » ; le but de 10000 n'est là
    # que parce que le schéma en demande un. NS 1300 + 100 = 1400 contre EO 1250 + 62 = 1312.
    Soit la variante "klaverjas+zestien-spellen"
    Et la règle "game_end.deals" vaut 16
    Et la règle "game_end.target" vaut 10000
    Et une partie en cours à 1300 pour NS et 1250 pour EO
    Et la donne est la 16e de la feuille de marque
    Et un contrat pris par NS à l'atout cœur
    Et les plis valent 100 pour NS et 62 pour EO
    Quand la donne compte pour la partie
    Alors l'équipe NS gagne la partie
