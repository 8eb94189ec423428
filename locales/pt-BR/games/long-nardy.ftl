long-nardy-name = Nardy longo
long-nardy-summary = Leve quinze pedras no mesmo sentido a partir da sua cabeça e tire-as; não há captura, uma pedra ocupa a casa.

# O passo de uma pedra, nos números do tabuleiro: 13 → 9, ou 3 → fora.
long-nardy-move-button = { $from } → { $to }
long-nardy-off = fora
long-nardy-undo-button = ↩ Desfazer
long-nardy-confirm-button = ✔ Pronto
long-nardy-to-move = Para jogar: { $dice }
long-nardy-turn-done = Dados jogados: toque em Pronto ou desfaça
long-nardy-no-move = Nenhum movimento possível: toque em Pronto
long-nardy-opening = Rolagem inicial { $first }–{ $second }
# Como a partida terminou: um mars (o perdedor não retirou nenhuma pedra) vale dois.
long-nardy-result = { $mars ->
    [yes] Mars! { $points } pontos
   *[no] { $points ->
        [1] { $points } ponto
       *[other] { $points } pontos
    }
}
