snakes-and-ladders-name = Ular tangga
snakes-and-ladders-summary = Berlomba dari kotak 1 ke 100 dengan satu dadu; tangga menaikkanmu, ular menurunkanmu, finis harus dengan angka pas.

snakes-and-ladders-start = Mulai
snakes-and-ladders-square = Kotak { $n }
