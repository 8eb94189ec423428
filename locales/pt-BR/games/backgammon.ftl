backgammon-name = Gamão
backgammon-summary = Leve suas 15 pedras para casa e para fora; capture pedras soltas, monte casas e dobre a aposta com o cubo.

# Um movimento de pedra como os jogadores de gamão anotam, origem/destino: 13/7, barra/22, 6/fora.
backgammon-move-button = { $from }/{ $to }
backgammon-bar = barra
backgammon-off = fora
backgammon-roll-button = 🎲 Rolar
backgammon-double-button = ⬆ Dobrar para { $value }
backgammon-take-button = ✅ Aceitar
backgammon-drop-button = 🏳 Recusar
backgammon-undo-button = ↩ Desfazer
backgammon-confirm-button = ✔ Pronto
backgammon-to-roll = Role os dados, ou dobre antes
backgammon-to-move = Para jogar: { $dice }
backgammon-no-move = Nenhum movimento possível: toque em Pronto
backgammon-doubled = Dobrado para { $value }: aceita ou recusa?
backgammon-cube = Cubo { $value }
backgammon-crawford = Jogo Crawford: sem dobrar
backgammon-match-to = Match de { $to }: { $score }
backgammon-result = { $kind ->
    [single] Vitória simples
    [gammon] Gammon
    [backgammon] Backgammon
   *[dropped] Dobra recusada
}: { $points ->
    [1] { $points } ponto
   *[other] { $points } pontos
}
