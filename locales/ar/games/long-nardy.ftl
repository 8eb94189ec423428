long-nardy-name = النرد الطويل
long-nardy-summary = سِر بخمس عشرة قطعة في الاتجاه نفسه من رأسك وأخرجها؛ لا ضرب، وقطعة واحدة تمسك النقطة.

# خطوة قطعة بأرقام اللوحة: 13 → 9، أو 3 → خارج.
long-nardy-move-button = { $from } → { $to }
long-nardy-off = خارج
long-nardy-undo-button = ↩ تراجع
long-nardy-confirm-button = ✔ تم
long-nardy-to-move = المطلوب لعبه: { $dice }
long-nardy-turn-done = لُعب النرد: اضغط «تم» أو تراجع
long-nardy-no-move = لا حركة ممكنة: اضغط «تم»
long-nardy-opening = رمية البداية { $first }–{ $second }
# كيف انتهت المباراة: المارس (لم يُخرج الخاسر أي قطعة) بنقطتين.
long-nardy-result = { $mars ->
    [yes] مارس! { $points ->
        [two] نقطتان
        [few] { $points } نقاط
       *[other] { $points } نقطة
    }
   *[no] { $points ->
        [zero] { $points } نقطة
        [one] نقطة واحدة
        [two] نقطتان
        [few] { $points } نقاط
       *[other] { $points } نقطة
    }
}
