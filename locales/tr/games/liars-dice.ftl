liars-dice-name = Yalancı zar
liars-dice-summary = Gizli zarların hepsinde ne çıktığına dair teklif ver (birler jokerdir) ya da "Yalan!" de; zarı en son kalan kazanır.

# İddia: "3 × 5", beş gösteren üç zar demek.
liars-dice-bid = { $count } × { $face }
liars-dice-round = { $round }. tur
liars-dice-no-bid = Henüz iddia yok
liars-dice-standing-bid = İddia: { $bid }
liars-dice-wild-ones = Birler jokerdir (birler üzerine iddia hariç)
liars-dice-called = { $caller }, { $bidder } oyuncusunun { $bid } iddiasına "yalan" dedi: { $counted } çıktı. { $loser } bir zar kaybediyor.
liars-dice-called-short = Son "yalan": { $bid } iddiası, { $counted } çıktı; { $loser ->
    [bidder] iddia eden
   *[caller] "yalan" diyen
} bir zar kaybetti.
liars-dice-last-round = Son açılış
liars-dice-dice-left = { $count ->
    [one] { $count } zar
   *[other] { $count } zar
}
liars-dice-out = elendi
liars-dice-liar = 🤥 Yalan!
liars-dice-my-dice-button = 🎲 Zarlarım
liars-dice-my-dice = Zarların: { $dice }
liars-dice-no-dice = Bu turda zarın yok.
liars-dice-your-dice = Zarların
liars-dice-count = Adet
liars-dice-face = Yüz
liars-dice-place-bid = İddia et
liars-dice-history = Bu turun iddiaları
