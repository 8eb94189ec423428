liars-dice-name = Dudo
liars-dice-summary = Apuesta por lo que muestran todos los dados ocultos (los unos son comodines) o di «¡Dudo!»; gana el último con dados.

# Una apuesta: «3 × 5» son tres dados que muestran cinco. «Dudo» es como se juega en el mundo hispano (Perudo, Cacho).
liars-dice-bid = { $count } × { $face }
liars-dice-round = Ronda { $round }
liars-dice-no-bid = Aún no hay apuesta
liars-dice-standing-bid = Apuesta: { $bid }
liars-dice-wild-ones = Los unos son comodines (salvo si se apuesta a unos)
liars-dice-called = { $caller } dudó de la apuesta de { $bidder } ({ $bid }): había { $counted }. { $loser } pierde un dado.
liars-dice-called-short = Última duda sobre { $bid }: había { $counted }; perdió un dado { $loser ->
    [bidder] quien apostó
   *[caller] quien dudó
}.
liars-dice-last-round = Última duda
liars-dice-dice-left = { $count ->
    [one] { $count } dado
   *[other] { $count } dados
}
liars-dice-out = fuera
liars-dice-liar = 🤥 ¡Dudo!
liars-dice-my-dice-button = 🎲 Mis dados
liars-dice-my-dice = Tus dados: { $dice }
liars-dice-no-dice = No tienes dados en esta ronda.
liars-dice-your-dice = Tus dados
liars-dice-count = Cantidad
liars-dice-face = Cara
liars-dice-place-bid = Apostar
liars-dice-history = Apuestas de esta ronda
