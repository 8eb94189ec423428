long-nardy-name = Uzun tavla
long-nardy-summary = On beş pulu aynı yönde başından dolaştır ve topla; kırma yok, tek pul haneyi tutar.

# Bir pulun adımı, tahtanın numaralarıyla: 13 → 9 ya da 3 → topla.
long-nardy-move-button = { $from } → { $to }
long-nardy-off = topla
long-nardy-undo-button = ↩ Geri al
long-nardy-confirm-button = ✔ Tamam
long-nardy-to-move = Oynanacak: { $dice }
long-nardy-turn-done = Zarlar oynandı: Tamam'a bas ya da geri al
long-nardy-no-move = Oynanacak hamle yok: Tamam'a bas
long-nardy-opening = Açılış zarı { $first }–{ $second }
# Oyunun sonucu: mars (kaybeden hiç pul toplayamadı) iki puan sayılır.
long-nardy-result = { $mars ->
    [yes] Mars! { $points } puan
   *[no] { $points ->
        [one] { $points } puan
       *[other] { $points } puan
    }
}
