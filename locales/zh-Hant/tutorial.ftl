## 規則教程：課程標題、目標和每一步的說明。卡牌名引用 cards.ftl，保證各語言一致。

ui-tutorial = 教程
ui-tutorial-intro = 每一課都在真實的牌桌上進行：讀說明，然後親手操作。
ui-lesson-start = 開始
ui-lesson-again = 重學
ui-lesson-done = 已完成
ui-lesson-next = 繼續
ui-lesson-replay = 重放
ui-lesson-finished = 本課完成！
ui-lesson-back = 返回課程列表
ui-lesson-step = 第 { $n } / { $total } 步
ui-lesson-refused = 沒有執行：{ $why }
tut-not-this = 這一步可以這樣做，但本課想讓你做說明裏的操作。

lesson-turn-title = 1. 牌桌與回合的六個階段
lesson-turn-goal = 認識牌桌，走完自己的一個回合。
tut-turn-1 = 這是你的座位（1號位）。左邊是武將或身份，綠色勾玉是體力，下方是你的手牌。
tut-turn-2 = 對面是2號位。每名角色的回合依次經過：準備、判定、摸牌、出牌、棄牌、結束六個階段。
tut-turn-3 = 現在是你的回合。準備和判定階段沒有事要做；摸牌階段你從牌堆摸了兩張牌（看看日誌）。
tut-turn-4 = 出牌階段可以使用手牌。{ card-jink }不能主動使用。這次什麼也不用，點“{ option-end-phase }”。
tut-turn-5 = 棄牌階段：手牌數不能超過當前體力（2）。選四張牌棄置。
tut-turn-6 = 結束階段後輪到2號位。看着它走完自己的回合。
tut-turn-7 = 又輪到你了。記住六個階段的順序——後面每一課都會用到。

lesson-slash-title = 2. { card-slash }、{ card-jink }與體力
lesson-slash-goal = 用{ card-slash }造成傷害，用{ card-jink }抵消對方的{ card-slash }。
tut-slash-1 = { card-slash }對攻擊範圍內的一名角色造成1點傷害，除非對方打出一張{ card-jink }。
tut-slash-2 = 選中高亮的{ card-slash }，再點2號位，確認使用。
tut-slash-3 = 2號位沒有{ card-jink }，失去了1個勾玉。體力降到0就會進入瀕死狀態。
tut-slash-4 = 每個出牌階段只能使用一張{ card-slash }。試試第二張會怎樣，然後結束出牌階段。
tut-slash-5 = 輪到2號位，它對你使用了{ card-slash }。
tut-slash-6 = 打出你的{ card-jink }來抵消這張{ card-slash }。
tut-slash-7 = 抵消成功，你沒有受到傷害。2號位結束了出牌。
tut-slash-8 = { card-slash }是進攻，{ card-jink }是防守。{ card-jink }只能在需要時打出，不能主動使用。

lesson-range-title = 3. 距離、攻擊範圍、武器和坐騎
lesson-range-goal = 裝備武器擴大攻擊範圍，用坐騎改變距離。
tut-range-1 = 座位之間有距離：相鄰為1，每隔一人加1，沿較近的一邊計算。
tut-range-2 = 3號位離你2。沒有武器時攻擊範圍是1，{ card-slash }夠不到它。
tut-range-3 = 先裝備{ card-qinggang_sword }（攻擊範圍2）。如果直接對3號位出{ card-slash }，會被拒絕並告訴你原因。
tut-range-4 = 現在攻擊範圍是2，對3號位使用{ card-slash }。
tut-range-5 = 坐騎：-1馬讓你計算與別人的距離減1；+1馬讓別人計算與你的距離加1。
tut-range-6 = 裝備{ card-chitu }（-1馬）。
tut-range-7 = 把鼠標移到座位上，可以看到你與它的距離以及它是否在攻擊範圍內。

lesson-dying-title = 4. { card-peach }、瀕死與死亡
lesson-dying-goal = 瀕死時用{ card-peach }自救，擊殺一名反賊。
tut-dying-1 = 你只剩1點體力。現在是2號位的回合。
tut-dying-2 = 2號位對你使用{ card-slash }，你沒有{ card-jink }。
tut-dying-3 = 體力降到0，你進入瀕死狀態。使用{ card-peach }回覆1點體力，否則就會死亡。
tut-dying-4 = 你得救了。其他角色繼續各自的回合。
tut-dying-5 = 2號位也只剩1點體力，而且沒有{ card-peach }。對它使用{ card-slash }。
tut-dying-6 = 2號位死亡，亮出身份：反賊。擊殺反賊的角色摸三張牌作為獎勵。

lesson-equipment-title = 5. 裝備的效果
lesson-equipment-goal = 用{ card-eight_diagram }判定出{ card-jink }，用{ card-qinggang_sword }無視防具。
tut-equipment-1 = 你裝備着{ card-eight_diagram }。需要{ card-jink }時可以進行判定：紅色則視為打出了{ card-jink }。
tut-equipment-2 = 2號位對你使用{ card-slash }。
tut-equipment-3 = 發動{ card-eight_diagram }進行判定：點“{ ui-yes }”。
tut-equipment-4 = 判定牌是紅色的{ card-peach }，視為你打出了{ card-jink }。判定牌隨後進入棄牌堆。
tut-equipment-5 = 2號位結束了回合。
tut-equipment-6 = 2號位也裝備了{ card-eight_diagram }。先裝備{ card-qinggang_sword }：你的{ card-slash }無視目標的防具。
tut-equipment-7 = 對2號位使用{ card-slash }，它的{ card-eight_diagram }不會生效。
tut-equipment-8 = 2號位受到傷害。每種裝備的效果都寫在卡牌說明裏。

lesson-tricks-title = 6. 單體錦囊
lesson-tricks-goal = 使用{ card-snatch }、{ card-dismantlement }、{ card-collateral }和{ card-duel }。
tut-tricks-1 = 錦囊牌是計策。單體錦囊只指定一名目標。
tut-tricks-2 = { card-snatch }只能對距離1的角色使用。對2號位使用它。
tut-tricks-3 = 選一張2號位的牌拿走：手牌是背面朝上的，只能盲選。
tut-tricks-4 = { card-dismantlement }沒有距離限制。對3號位使用它。
tut-tricks-5 = 棄掉3號位的{ card-eight_diagram }。
tut-tricks-6 = { card-collateral }：讓裝備武器的2號位對3號位使用{ card-slash }，否則把武器交給你。先選2號位，再選3號位。
tut-tricks-7 = 2號位沒有{ card-slash }（剛被你拿走了），只好把武器交給你。
tut-tricks-8 = { card-duel }：雙方輪流打出{ card-slash }，先不出的一方受到1點傷害。對3號位使用它。
tut-tricks-9 = 3號位沒有{ card-slash }，受到1點傷害。

lesson-area-title = 7. 羣體錦囊
lesson-area-goal = 使用{ card-savage_assault }、{ card-archery_attack }、{ card-god_salvation }和{ card-amazing_grace }。
tut-area-1 = 羣體錦囊影響多名角色，從使用者的下家開始依次結算。
tut-area-2 = 使用{ card-savage_assault }：其他角色各需打出一張{ card-slash }，否則受到1點傷害。
tut-area-3 = 2號位打出了{ card-slash }；3號位沒有，受到傷害。
tut-area-4 = 使用{ card-archery_attack }：其他角色各需打出一張{ card-jink }。
tut-area-5 = 3號位打出了{ card-jink }；2號位受到傷害。
tut-area-6 = 使用{ card-god_salvation }：所有角色各回復1點體力。
tut-area-7 = 使用{ card-amazing_grace }：亮出與存活人數相同的牌，每人依次選一張。
tut-area-8 = 你先選。拿走{ card-ex_nihilo }（只能選一張）。
tut-area-9 = 2號位選了一張，最後一張歸3號位。
tut-area-10 = 羣體錦囊對所有目標逐一結算，每個目標都可以被單獨{ card-nullification }。

lesson-nullify-title = 8. { card-nullification }與連鎖
lesson-nullify-goal = 用{ card-nullification }抵消對方的{ card-nullification }。
tut-nullify-1 = { card-nullification }抵消一張錦囊對一名目標的效果。它本身也能被另一張{ card-nullification }抵消。
tut-nullify-2 = 對2號位使用{ card-dismantlement }。
tut-nullify-3 = 每張錦囊生效前都會詢問誰要出{ card-nullification }。你不想抵消自己的錦囊，點“{ option-pass }”。
tut-nullify-4 = 2號位打出{ card-nullification }，想抵消你的{ card-dismantlement }。
tut-nullify-5 = 用你的{ card-nullification }抵消它的{ card-nullification }！
tut-nullify-6 = 雙重抵消後，{ card-dismantlement }照常生效。選一張2號位的手牌棄掉。
tut-nullify-7 = 連鎖可以一直繼續：奇數張{ card-nullification }抵消錦囊，偶數張則錦囊生效。

lesson-delayed-title = 9. 延時錦囊與判定
lesson-delayed-goal = 使用{ card-indulgence }和{ card-lightning }，看判定如何決定結果。
tut-delayed-1 = 延時錦囊放進目標的判定區，在它下個回合的判定階段才判定。
tut-delayed-2 = 對2號位使用{ card-indulgence }：判定不是紅桃，它就跳過出牌階段。對自己使用會被拒絕。
tut-delayed-3 = 把{ card-lightning }放進自己的判定區。判定為黑桃2～9時受到3點雷電傷害，否則移給下家。
tut-delayed-4 = 結束出牌階段。
tut-delayed-5 = 看日誌：2號位的{ card-indulgence }判定為黑桃，它跳過了出牌階段。
tut-delayed-6 = 你的{ card-lightning }判定為紅桃，沒有劈中，移到了2號位的判定區。

lesson-roles-title = 10. 身份、勝負、獎勵與懲罰
lesson-roles-goal = 作為主公消滅反賊和內奸。
tut-roles-1 = 你是主公，身份公開。忠臣保護主公；反賊要殺死主公；內奸要成為最後的倖存者。
tut-roles-2 = 主公和忠臣的勝利條件：所有反賊和內奸死亡。反賊：主公死亡。內奸：只剩自己。
tut-roles-3 = 對2號位（只剩1點體力）使用{ card-slash }。
tut-roles-4 = 殺死反賊的角色摸三張牌。注意：主公殺死忠臣要棄置所有手牌和裝備。
tut-roles-5 = 最後用{ card-duel }對付3號位的內奸。
tut-roles-6 = 反賊和內奸都死了，主公獲勝！

lesson-skills-title = 11. 武將技能
lesson-skills-goal = 使用主動技、觸發技，並認識鎖定技。
tut-skills-1 = 你是孫尚香，對手是諸葛亮。技能分為主動發動、滿足條件時觸發、以及始終生效的鎖定技。
tut-skills-2 = 主動技【結姻】：棄兩張手牌，你和一名受傷的男性角色各回復1點體力。選兩張{ card-jink }和諸葛亮。
tut-skills-3 = 你們都回復了1點體力。
tut-skills-4 = 裝備{ card-chitu }：舊的{ card-dayuan }會被替換下來。
tut-skills-5 = 失去裝備區的牌時觸發【梟姬】：可以摸兩張牌。點“{ ui-yes }”發動。
tut-skills-6 = 鎖定技【空城】：諸葛亮沒有手牌時，不能成為{ card-slash }或{ card-duel }的目標。
tut-skills-7 = 試着對諸葛亮使用{ card-slash }，看看原因；然後結束出牌階段。

lesson-lord-title = 12. 主公技與一局完整的遊戲
lesson-lord-goal = 用【激將】借關羽的{ card-slash }，然後和簡單AI打完一局。
tut-lord-1 = 你是主公劉備。主公技只在主公身上生效：【激將】讓其他蜀勢力角色替你打出{ card-slash }。
tut-lord-2 = 發動【激將】，以3號位呂布為目標。
tut-lord-3 = 關羽替你打出了{ card-slash }，呂布受到傷害。
tut-lord-4 = 接下來是一局真正的遊戲：對手由簡單AI控制。保護好自己，消滅反賊！
tut-lord-5 = 自由對局：打到遊戲結束。
tut-lord-6 = 遊戲結束。你已經學會了完整的規則——去開一局新遊戲吧！
