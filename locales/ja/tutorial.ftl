## ルールチュートリアル：レッスンの題名・目標・各ステップの説明。カード名は cards.ftl を参照する。

ui-tutorial = チュートリアル
ui-tutorial-intro = どのレッスンも本物の卓で進みます。説明を読んで、自分で操作してください。
ui-lesson-start = 始める
ui-lesson-again = もう一度
ui-lesson-done = 修了
ui-lesson-next = 次へ
ui-lesson-replay = もう一度見る
ui-lesson-finished = レッスン修了！
ui-lesson-back = レッスン一覧へ
ui-lesson-step = ステップ { $n } / { $total }
ui-lesson-refused = 実行されませんでした：{ $why }
tut-not-this = その操作もできますが、このステップでは説明の操作をしてください。

lesson-turn-title = 1. 卓とターンの六つのフェイズ
lesson-turn-goal = 卓の見方を覚え、自分のターンを一回進める。
tut-turn-1 = これがあなたの席（1番席）です。左は武将か身分、緑の勾玉が体力、下があなたの手札です。
tut-turn-2 = 向かいは2番席。各プレイヤーのターンは、準備・判定・ドロー・札出し・捨て札・終了の六つのフェイズで進みます。
tut-turn-3 = あなたのターンです。準備と判定では何も起きず、ドローフェイズで山札から2枚引きました（ログを見てください）。
tut-turn-4 = 札出しフェイズでは手札を使えます。{ card-jink }は自分からは使えません。今回は何も使わず「{ option-end-phase }」を押してください。
tut-turn-5 = 捨て札フェイズ：手札は現在の体力（2）までしか持てません。4枚選んで捨ててください。
tut-turn-6 = 終了フェイズのあと、2番席のターンです。見ていましょう。
tut-turn-7 = またあなたの番です。六つのフェイズの順番は、この先のすべてのレッスンで使います。

lesson-slash-title = 2. { card-slash }・{ card-jink }と体力
lesson-slash-goal = { card-slash }でダメージを与え、{ card-jink }で相手の{ card-slash }を打ち消す。
tut-slash-1 = { card-slash }は攻撃範囲内の1人に1ダメージを与えます。相手が{ card-jink }を出せば打ち消されます。
tut-slash-2 = 光っている{ card-slash }を選び、2番席を選んで決定してください。
tut-slash-3 = 2番席は{ card-jink }がなく、勾玉を1つ失いました。体力が0になると瀕死になります。
tut-slash-4 = { card-slash }は札出しフェイズに1枚しか使えません。2枚目を試してから、札出しを終えてください。
tut-slash-5 = 2番席のターン。あなたに{ card-slash }を使いました。
tut-slash-6 = { card-jink }を出して打ち消してください。
tut-slash-7 = 打ち消しました。ダメージはありません。2番席は札出しを終えました。
tut-slash-8 = { card-slash }は攻め、{ card-jink }は守り。{ card-jink }は求められたときにだけ出せます。

lesson-range-title = 3. 距離・攻撃範囲・武器と馬
lesson-range-goal = 武器で攻撃範囲を広げ、馬で距離を変える。
tut-range-1 = 席と席には距離があります。隣は1、1人離れるごとに+1、近い方の向きで数えます。
tut-range-2 = 3番席までは2。武器がないと攻撃範囲は1なので、{ card-slash }は届きません。
tut-range-3 = まず{ card-qinggang_sword }（攻撃範囲2）を装備します。いきなり3番席に{ card-slash }を使うと、理由付きで断られます。
tut-range-4 = 攻撃範囲が2になりました。3番席に{ card-slash }を使ってください。
tut-range-5 = 馬：-1馬はあなたから他者への距離を1減らし、+1馬は他者からあなたへの距離を1増やします。
tut-range-6 = { card-chitu }（-1馬）を装備してください。
tut-range-7 = 席にマウスを乗せると、その席までの距離と攻撃範囲内かどうかが表示されます。

lesson-dying-title = 4. { card-peach }・瀕死・死亡
lesson-dying-goal = 瀕死のとき{ card-peach }で自分を救い、反賊を倒す。
tut-dying-1 = あなたの体力は残り1。いまは2番席のターンです。
tut-dying-2 = 2番席があなたに{ card-slash }。あなたは{ card-jink }を持っていません。
tut-dying-3 = 体力が0になり瀕死です。{ card-peach }を使って1回復しないと死亡します。
tut-dying-4 = 助かりました。他のプレイヤーがターンを続けます。
tut-dying-5 = 2番席も体力1で、{ card-peach }を持っていません。{ card-slash }を使ってください。
tut-dying-6 = 2番席は死亡し、身分が公開されました：反賊。反賊を倒したプレイヤーは報酬として3枚引きます。

lesson-equipment-title = 5. 装備の効果
lesson-equipment-goal = { card-eight_diagram }の判定で{ card-jink }を出し、{ card-qinggang_sword }で防具を無視する。
tut-equipment-1 = あなたは{ card-eight_diagram }を装備しています。{ card-jink }が必要なとき判定でき、赤なら{ card-jink }を出したことになります。
tut-equipment-2 = 2番席があなたに{ card-slash }を使いました。
tut-equipment-3 = { card-eight_diagram }で判定します。「{ ui-yes }」を押してください。
tut-equipment-4 = 判定札は赤の{ card-peach }。{ card-jink }を出したことになりました。判定札は捨て札置き場へ。
tut-equipment-5 = 2番席はターンを終えました。
tut-equipment-6 = 2番席も{ card-eight_diagram }を装備しています。まず{ card-qinggang_sword }を装備：あなたの{ card-slash }は防具を無視します。
tut-equipment-7 = 2番席に{ card-slash }を使ってください。{ card-eight_diagram }は働きません。
tut-equipment-8 = 2番席にダメージ。装備の効果はカード説明に書かれています。

lesson-tricks-title = 6. 単体の錦嚢
lesson-tricks-goal = { card-snatch }・{ card-dismantlement }・{ card-collateral }・{ card-duel }を使う。
tut-tricks-1 = 錦嚢カードは計略です。単体の錦嚢は1人を対象にします。
tut-tricks-2 = { card-snatch }は距離1の相手にしか使えません。2番席に使ってください。
tut-tricks-3 = 2番席のカードを1枚もらいます。手札は裏向きなので、どれかを選ぶだけです。
tut-tricks-4 = { card-dismantlement }には距離の制限がありません。3番席に使ってください。
tut-tricks-5 = 3番席の{ card-eight_diagram }を捨てさせます。
tut-tricks-6 = { card-collateral }：武器を持つ2番席に3番席へ{ card-slash }を使わせ、使わなければ武器をもらいます。2番席、次に3番席を選んでください。
tut-tricks-7 = 2番席は{ card-slash }がない（さっきあなたが取りました）ので、武器を渡しました。
tut-tricks-8 = { card-duel }：交互に{ card-slash }を出し、先に出せなかった方が1ダメージ。3番席に使ってください。
tut-tricks-9 = 3番席は{ card-slash }がなく、1ダメージを受けました。

lesson-area-title = 7. 全体の錦嚢
lesson-area-goal = { card-savage_assault }・{ card-archery_attack }・{ card-god_salvation }・{ card-amazing_grace }を使う。
tut-area-1 = 全体の錦嚢は複数の人に効き、使った人の次の席から順に処理します。
tut-area-2 = { card-savage_assault }を使います。他の全員は{ card-slash }を出さなければ1ダメージ。
tut-area-3 = 2番席は{ card-slash }を出し、3番席は出せずにダメージ。
tut-area-4 = { card-archery_attack }を使います。他の全員は{ card-jink }が必要です。
tut-area-5 = 3番席は{ card-jink }を出し、2番席はダメージ。
tut-area-6 = { card-god_salvation }を使います。全員が体力を1回復します。
tut-area-7 = { card-amazing_grace }を使います。生存人数分のカードをめくり、順に1枚ずつ取ります。
tut-area-8 = あなたから。{ card-ex_nihilo }を取ってください（1枚だけ）。
tut-area-9 = 2番席が1枚取り、最後の1枚は3番席へ。
tut-area-10 = 全体の錦嚢は対象ごとに処理され、対象ごとに{ card-nullification }で打ち消せます。

lesson-nullify-title = 8. { card-nullification }とその連鎖
lesson-nullify-goal = 相手の{ card-nullification }を{ card-nullification }で打ち消す。
tut-nullify-1 = { card-nullification }は錦嚢の1人への効果を打ち消します。その{ card-nullification }も別の{ card-nullification }で打ち消せます。
tut-nullify-2 = 2番席に{ card-dismantlement }を使ってください。
tut-nullify-3 = 錦嚢が効く前に、{ card-nullification }を出すか全員に確認します。自分の錦嚢は打ち消さないので「{ option-pass }」。
tut-nullify-4 = 2番席が{ card-nullification }で{ card-dismantlement }を打ち消そうとしています。
tut-nullify-5 = あなたの{ card-nullification }で、その{ card-nullification }を打ち消してください！
tut-nullify-6 = 打ち消しの打ち消しで、{ card-dismantlement }は有効です。2番席の手札を1枚捨てさせてください。
tut-nullify-7 = 連鎖は続けられます。{ card-nullification }が奇数枚なら錦嚢は無効、偶数枚なら有効です。

lesson-delayed-title = 9. 遅延錦嚢と判定
lesson-delayed-goal = { card-indulgence }と{ card-lightning }を使い、判定で結果が決まるのを見る。
tut-delayed-1 = 遅延錦嚢は対象の判定エリアに置かれ、その人の次の判定フェイズで判定されます。
tut-delayed-2 = 2番席に{ card-indulgence }：判定が♥でなければ札出しフェイズを飛ばします。自分には使えません。
tut-delayed-3 = { card-lightning }を自分の判定エリアに置きます。♠2〜9なら雷3ダメージ、それ以外は次の人へ移ります。
tut-delayed-4 = 札出しを終えてください。
tut-delayed-5 = ログを見てください：2番席の{ card-indulgence }の判定は♠で、札出しフェイズを飛ばしました。
tut-delayed-6 = あなたの{ card-lightning }の判定は♥。落ちずに2番席の判定エリアへ移りました。

lesson-roles-title = 10. 身分・勝利条件・報酬と罰則
lesson-roles-goal = 主公として反賊と内奸を倒す。
tut-roles-1 = あなたは主公で、身分は公開されています。忠臣は主公を守り、反賊は主公を狙い、内奸は最後の1人を目指します。
tut-roles-2 = 主公と忠臣の勝利：反賊と内奸が全員死亡。反賊：主公の死亡。内奸：自分だけが残る。
tut-roles-3 = 体力1の2番席に{ card-slash }を使ってください。
tut-roles-4 = 反賊を倒すと3枚引けます。ただし主公が忠臣を倒すと、手札と装備をすべて捨てます。
tut-roles-5 = 最後に3番席の内奸へ{ card-duel }を使いましょう。
tut-roles-6 = 反賊と内奸がいなくなり、主公の勝利です！

lesson-skills-title = 11. 武将の技能
lesson-skills-goal = 能動技と誘発技を使い、強制技を知る。
tut-skills-1 = あなたは孫尚香、相手は諸葛亮。技能には、自分で使うもの・条件で誘発するもの・常に働く強制技があります。
tut-skills-2 = 能動技【結姻】：手札を2枚捨て、自分と傷ついた男性武将1人が1回復。{ card-jink }2枚と諸葛亮を選んでください。
tut-skills-3 = 2人とも1回復しました。
tut-skills-4 = { card-chitu }を装備します。古い{ card-dayuan }は外れます。
tut-skills-5 = 装備を失うと【梟姫】が誘発：2枚引けます。「{ ui-yes }」で発動。
tut-skills-6 = 強制技【空城】：手札のない諸葛亮は{ card-slash }と{ card-duel }の対象になりません。
tut-skills-7 = 諸葛亮に{ card-slash }を使って理由を見てから、札出しを終えてください。

lesson-lord-title = 12. 主公技と通しの1ゲーム
lesson-lord-goal = 【激将】で関羽に{ card-slash }を出してもらい、簡単AIと1ゲーム遊ぶ。
tut-lord-1 = あなたは主公の劉備。主公技は主公のときだけ働きます。【激将】は他の蜀の武将に代わりに{ card-slash }を出してもらいます。
tut-lord-2 = 【激将】を発動し、3番席の呂布を対象にしてください。
tut-lord-3 = 関羽が代わりに{ card-slash }を出し、呂布にダメージ。
tut-lord-4 = ここからは本当のゲームです。相手は簡単AI。自分を守り、反賊を倒しましょう！
tut-lord-5 = 自由対戦：ゲームが終わるまで遊びましょう。
tut-lord-6 = ゲーム終了。ルールはすべて覚えました。新しいゲームを始めましょう！
