liars-dice-name = Dado mentiroso
liars-dice-summary = Aposte no que todos os dados escondidos mostram (os 1 são coringas) ou diga “Duvido!”; vence quem ficar com dados por último.

# Uma aposta: “3 × 5” são três dados mostrando cinco. “Duvido!” é como se desafia aqui.
liars-dice-bid = { $count } × { $face }
liars-dice-round = Rodada { $round }
liars-dice-no-bid = Nenhuma aposta ainda
liars-dice-standing-bid = Aposta: { $bid }
liars-dice-wild-ones = O 1 é coringa (menos numa aposta no 1)
liars-dice-called = { $caller } duvidou da aposta de { $bidder } ({ $bid }): tinha { $counted }. { $loser } perde um dado.
liars-dice-called-short = Última dúvida sobre { $bid }: tinha { $counted }; { $loser ->
    [bidder] quem apostou
   *[caller] quem duvidou
} perdeu um dado.
liars-dice-last-round = Última dúvida
liars-dice-dice-left = { $count ->
    [1] { $count } dado
   *[other] { $count } dados
}
liars-dice-out = fora
liars-dice-liar = 🤥 Duvido!
liars-dice-my-dice-button = 🎲 Meus dados
liars-dice-my-dice = Seus dados: { $dice }
liars-dice-no-dice = Você não tem dados nesta rodada.
liars-dice-your-dice = Seus dados
liars-dice-count = Quantidade
liars-dice-face = Face
liars-dice-place-bid = Apostar
liars-dice-history = Apostas desta rodada
