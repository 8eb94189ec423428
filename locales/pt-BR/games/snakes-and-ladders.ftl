snakes-and-ladders-name = Cobras e escadas
snakes-and-ladders-summary = Corra da casa 1 à 100 com um dado; escadas sobem, cobras descem, e só se termina com o número exato.

snakes-and-ladders-start = Início
snakes-and-ladders-square = Casa { $n }
