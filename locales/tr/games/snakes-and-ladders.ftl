snakes-and-ladders-name = Yılan merdiven
snakes-and-ladders-summary = Tek zarla 1. kareden 100. kareye yarış; merdivenler çıkarır, yılanlar indirir, bitiş tam atışla.

snakes-and-ladders-start = Başlangıç
snakes-and-ladders-square = Kare { $n }
