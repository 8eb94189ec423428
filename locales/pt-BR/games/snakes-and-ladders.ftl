# Nome do jogo: Cobras e escadas.
snakes-and-ladders-start = Início
snakes-and-ladders-square = Casa { $n }
