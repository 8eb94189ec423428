ludo-name = Kızma Birader
ludo-summary = Dört piyonu tahtanın etrafında dolaştırıp eve götür; 6 atınca piyon çıkar, rakibin üstüne gelen onu başa yollar.

# Ludo, Türkiye'de "Kızma Birader" diye bilinir: piyon, ev, hedef.
ludo-token = Piyon { $n }
# Piyonun yeri: evi, turun bir karesi (kendi başlangıcından sayılır), hedef yolu, hedef.
ludo-place-yard = ev
ludo-place-home = hedef
ludo-place-column = hedef yolu { $n }
ludo-place-square = kare { $n }
# Evinden çıkan piyonun hamle düğmesinde: "1 ➜ çık".
ludo-out = çık
ludo-pick-token = { $die } geldi: bir piyon seç
ludo-roll-again = Altı! Bir daha at
# Görsel ve web tahtası: ev ve hedef alanları.
ludo-yard = Ev
ludo-home = Hedef
