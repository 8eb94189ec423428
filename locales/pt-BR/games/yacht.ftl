yacht-name = Yahtzee
yacht-summary = Jogue cinco dados até três vezes por rodada e preencha as 13 casas da cartela; vence o maior total.

# As linhas da cartela, como a imagem, os botões e o tabuleiro web as chamam (curtas: os botões são estreitos).
# O jogo se chama “Yahtzee”, como é vendido no Brasil; as regras não são as do General nem as do Bozó.
yacht-ones = Uns
yacht-twos = Dois
yacht-threes = Três
yacht-fours = Quatros
yacht-fives = Cincos
yacht-sixes = Seis
yacht-bonus = Bônus (63+)
yacht-three-of-a-kind = Trinca
yacht-four-of-a-kind = Quadra
yacht-full-house = Full house
yacht-small-straight = Seq. menor
yacht-large-straight = Seq. maior
yacht-yacht = Yahtzee
yacht-chance = Chance
yacht-total = Total

yacht-rolls-left = Rolagens restantes: { $count }
yacht-roll-left-button = 🎲 Rolar (faltam { $count })
yacht-stop-button = ✋ Parar de rolar
yacht-stop-rolling = Parar de rolar
yacht-category = Categoria
# A posição numa legenda: os dados e os guardados para a próxima rolagem.
yacht-dice = Dados: { $dice }
yacht-dice-held = Dados: { $dice }; guardados: { $held }
