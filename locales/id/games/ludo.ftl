ludo-name = Ludo
ludo-summary = Jalankan empat bidak keliling papan sampai finis; angka 6 mengeluarkan bidak, dan mendarat di bidak lawan memulangkannya ke kandang.

ludo-token = Bidak { $n }
# Letak bidak: kandangnya, kotak di lintasan (dihitung dari titik mulainya), jalur finis, finis.
ludo-place-yard = kandang
ludo-place-home = finis
ludo-place-column = jalur finis { $n }
ludo-place-square = kotak { $n }
# Tombol langkah: bidak { $token } keluar, maju { $steps } kotak, atau sampai finis; ⚔ berarti ia memakan bidak lawan.
ludo-move-out = { $token } ➜ keluar
ludo-move-steps = { $token } ➜ +{ $steps }
ludo-move-home = { $token } ➜ 🏠
ludo-move-capture = { $move } ⚔
# Diucapkan setelah langkah yang memakan bidak lawan ("Ann: Bidak 2: kotak 9, memakan 1 bidak lawan").
ludo-sent-back = memakan { $count } bidak lawan
ludo-pick-token = Dapat { $die }: pilih bidak
ludo-roll-again = Enam! Lempar lagi
# Gambar dan papan web: area kandang dan finis.
ludo-yard = Kandang
ludo-home = Finis
