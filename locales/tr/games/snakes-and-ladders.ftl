# Oyunun adı: Yılan merdiven.

snakes-and-ladders-start = Başlangıç
snakes-and-ladders-square = Kare { $n }
