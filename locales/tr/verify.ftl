## Doğrulama sayfası (/play/verify): oyunun kaydını tarayıcıda yeniden oynatır.

verifyHome = Zar ve masa oyunları
verifyTitle = Bir oyunu doğrula
verifyIntro = Bu sayfa oyunu burada, senin tarayıcında, oyunun kendi kurallarıyla yeniden oynatır: yayımlanan kaydındaki her zar atışını, her hamleyi ve her hash'i. Sonuç için kimsenin sözüne güvenmez.
verifyChecking = Kontrol ediliyor…
verifyOk =
    ✔ Doğrulandı: { $moves ->
        [one] { $moves } hamle yeniden oynandı
       *[other] { $moves } hamle yeniden oynandı
    }, tüm zarlar ve hash'ler tutuyor.
verifyBad = ✘ Doğrulanamadı. Farklı çıkan ilk adım:
verifyEntropyBad = ✘ Doğrulanamadı: yeniden oynatma tutuyor ama oyunun kaydında bu tarayıcının gönderdiği rastgelelik eksik.
verifyAllProblems = Tüm sorunlar ({ $n })
verifyGame = Oyun { $id } · { $ms } ms içinde kontrol edildi
verifyEntropyNone = Bu tarayıcı bu oyuna kendi rastgeleliğinden hiç göndermedi.
verifyEntropyOk =
    { $n ->
        [one] Bu tarayıcının gönderdiği tek rastgelelik katkısı oyunun kaydında var.
       *[other] Bu tarayıcının gönderdiği { $n } rastgelelik katkısının hepsi oyunun kaydında var.
    }
verifyEntropyMissing = Bu tarayıcının gönderdiği { $n } rastgelelik katkısından { $missing } tanesi oyunun kaydında yok:
verifyFetchFailed = Oyunun kaydı alınamadı: { $detail }
verifyNotJson = Bu dosya JSON değil.
verifyFile = Kaydedilmiş bir dışa aktarma dosyasını kontrol et (seç ya da buraya bırak)
verifyDownload = Bu oyunun dışa aktarmasını kaydet
verifyOptions = Oyun şu seçeneklerle kuruldu ve yeniden oynatıldı:
