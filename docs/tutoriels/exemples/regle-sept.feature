# language: fr
@phase-jeu
Fonctionnalité: L'entame d'un sept
  Une règle d'exemple du tutoriel « Ajouter un type de règle ».

  @doc-002
  Scénario: On n'entame pas un sept quand on a autre chose
    Soit une donne de la variante "classic" à l'atout cœur
    Et la règle "play.seven_lead" vaut forbidden
    Quand Sud doit jouer avec 7♠ A♥ R♦
    Alors les cartes jouables sont A♥ R♦
    Quand Sud doit jouer avec 7♠ 7♦
    Alors toutes ses cartes sont jouables
