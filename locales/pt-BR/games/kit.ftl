# Comum a todos os jogos: a moldura da imagem do tabuleiro (lugares, vez, resultado),
# a imagem da classificação de um torneio e como uma legenda lista as coisas.

kit-to-move = VEZ
kit-game-ended = Partida encerrada
kit-draw = Empate
kit-seat = Jogador { $n }
kit-wins = { $name } venceu!
kit-win-together = { $names } e { $last } venceram!
kit-deleted-player = Jogador excluído
# Nome de um jogador do computador pelo nível e, a partir do segundo na mesa, pelo número: "Computador (difícil)", "Computador 2 (fácil)".
kit-computer-name = { $n ->
        [1] Computador
       *[other] Computador { $n }
    } ({ $strength ->
        [easy] fácil
        [medium] médio
       *[hard] difícil
    })

kit-standings-rank = #
kit-standings-player = Jogador
kit-standings-points = Pontos
kit-standings-tiebreak = Buchholz
kit-standings-games = Partidas
kit-format = { $format ->
    [swiss] Suíço
    [knockout] Mata-mata
   *[arena] Arena
}

# Entre os itens de uma lista (“X, vazia, O”); mantenha as aspas.
kit-separator = {", "}
# A parte de um lugar na posição de uma legenda (“Ana: casa 12”).
kit-seat-position = { $name }: { $position }
