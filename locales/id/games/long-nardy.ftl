long-nardy-name = Long nardy
long-nardy-summary = Jalankan lima belas bidak searah dari kepalamu lalu keluarkan; tidak ada pukulan, satu bidak menguasai satu titik.

# Langkah satu bidak, dengan nomor papan: 13 → 9, atau 3 → keluar.
long-nardy-move-button = { $from } → { $to }
long-nardy-off = keluar
long-nardy-undo-button = ↩ Urungkan
long-nardy-confirm-button = ✔ Selesai
long-nardy-to-move = Dimainkan: { $dice }
long-nardy-turn-done = Dadu sudah dimainkan: ketuk Selesai, atau urungkan
long-nardy-no-move = Tak ada langkah sah: ketuk Selesai
long-nardy-opening = Lemparan pembuka { $first }–{ $second }
# Hasil game: mars (yang kalah belum mengeluarkan satu bidak pun) bernilai dua.
long-nardy-result = { $mars ->
    [yes] Mars! { $points } poin
   *[no] { $points ->
       *[other] { $points } poin
    }
}
