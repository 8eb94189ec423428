liars-dice-name = Dadu pembohong
liars-dice-summary = Tebak apa yang ditunjukkan semua dadu tersembunyi (angka satu jadi joker) atau bilang bohong; yang terakhir masih punya dadu menang.

# Tawaran: "3 × 5" artinya tiga dadu bermata lima.
liars-dice-bid = { $count } × { $face }
liars-dice-round = Ronde { $round }
liars-dice-no-bid = Belum ada tawaran
liars-dice-standing-bid = Tawaran: { $bid }
liars-dice-wild-ones = Angka 1 jadi joker (kecuali tawaran angka 1)
liars-dice-called = { $caller } menantang tawaran { $bid } dari { $bidder }: ada { $counted }. { $loser } kehilangan satu dadu.
liars-dice-called-short = Tantangan terakhir atas { $bid }: ada { $counted }, { $loser ->
    [bidder] penawar
   *[caller] penantang
} kehilangan satu dadu.
liars-dice-last-round = Tantangan terakhir
liars-dice-dice-left = { $count ->
   *[other] { $count } dadu
}
liars-dice-out = gugur
liars-dice-liar = 🤥 Bohong!
liars-dice-my-dice-button = 🎲 Daduku
liars-dice-my-dice = Dadumu: { $dice }
liars-dice-no-dice = Kamu tidak punya dadu di ronde ini.
liars-dice-your-dice = Dadumu
liars-dice-count = Jumlah
liars-dice-face = Mata dadu
liars-dice-place-bid = Tawar
liars-dice-history = Tawaran ronde ini
