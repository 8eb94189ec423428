ludo-name = Kızma Birader
ludo-summary = Dört piyonu tahtanın etrafında dolaştırıp eve götür; 6 atınca piyon çıkar, rakibin üstüne gelen onu başa yollar.

# Ludo, Türkiye'de "Kızma Birader" diye bilinir: piyon, ev, hedef.
ludo-token = Piyon { $n }
# Piyonun yeri: evi, turun bir karesi (kendi başlangıcından sayılır), hedef yolu, hedef.
ludo-place-yard = ev
ludo-place-home = hedef
ludo-place-column = hedef yolu { $n }
ludo-place-square = kare { $n }
# Hamle düğmesi: { $token } numaralı piyon çıkar, { $steps } kare ilerler ya da hedefe varır; ⚔ rakip piyonu kırdığını gösterir.
ludo-move-out = { $token } ➜ çık
ludo-move-steps = { $token } ➜ +{ $steps }
ludo-move-home = { $token } ➜ 🏠
ludo-move-capture = { $move } ⚔
# Rakip piyonları eve yollayan bir hamleden sonra söylenir ("Ann: Piyon 2: kare 9, bir rakip piyon kırıldı").
ludo-sent-back = { $count ->
    [one] bir rakip piyon kırıldı
   *[other] { $count } rakip piyon kırıldı
}
ludo-pick-token = { $die } geldi: bir piyon seç
ludo-roll-again = Altı! Bir daha at
# Görsel ve web tahtası: ev ve hedef alanları.
ludo-yard = Ev
ludo-home = Hedef
