# language: fr
@phase-jeu
Fonctionnalité: Le jeu de la carte
  Les obligations de chaque joueur quand il pose une carte : fournir, couper, monter.

  @doc-002 @doc-003 @variante-classic @variante-traditional
  Plan du Scénario: Il faut pisser quand on ne peut pas surcouper un adversaire
    Soit une donne de la variante "<variante>" à l'atout cœur
    Et la règle "play.undertrump" vaut required
    Et Nord a joué l'as de pique
    Et Ouest a joué le 9 de cœur
    Quand Sud doit jouer avec 8♥ V♦ R♣ A♣
    Alors les cartes jouables sont 8♥
    Et V♦ est refusée au nom de la règle "play.undertrump"

    Exemples:
      | variante    |
      | classic     |
      | traditional |
