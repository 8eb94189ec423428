# Nama game: Ular tangga.

snakes-and-ladders-start = Mulai
snakes-and-ladders-square = Kotak { $n }
