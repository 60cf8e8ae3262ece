;; The search's loops over villa sets and villas, as WebAssembly written by hand: why, and
;; how JavaScript calls them, in searchKernel.ts.
;;
;; Build: pnpm --filter @villa/api build:wasm (scripts/buildWasm.mjs) writes searchKernel.wasm;
;; a test compiles this file again and fails if the two differ.
;;
;; Everything is in the memory the caller gives (byte offsets, 4-byte aligned): villa sets (bit
;; v & 31 of word v >>> 5), lists of word indexes, lists of set offsets, every villa's feature
;; words and values, counts, which are added to, and 32 bytes of working room.
(module
  (import "kernel" "memory" (memory 1))

  ;; Adds nibble accumulators $n0 to $n3 into the eight byte-lane accumulators at $lanes: the
  ;; even nibbles of $n0, its odd nibbles, the even of $n1, and so on.
  (func $widen (param $lanes i32) (param $n0 i32) (param $n1 i32) (param $n2 i32) (param $n3 i32)
    (i32.store offset=0 (local.get $lanes)
      (i32.add (i32.load offset=0 (local.get $lanes)) (i32.and (local.get $n0) (i32.const 0x0f0f0f0f))))
    (i32.store offset=4 (local.get $lanes)
      (i32.add (i32.load offset=4 (local.get $lanes)) (i32.and (i32.shr_u (local.get $n0) (i32.const 4)) (i32.const 0x0f0f0f0f))))
    (i32.store offset=8 (local.get $lanes)
      (i32.add (i32.load offset=8 (local.get $lanes)) (i32.and (local.get $n1) (i32.const 0x0f0f0f0f))))
    (i32.store offset=12 (local.get $lanes)
      (i32.add (i32.load offset=12 (local.get $lanes)) (i32.and (i32.shr_u (local.get $n1) (i32.const 4)) (i32.const 0x0f0f0f0f))))
    (i32.store offset=16 (local.get $lanes)
      (i32.add (i32.load offset=16 (local.get $lanes)) (i32.and (local.get $n2) (i32.const 0x0f0f0f0f))))
    (i32.store offset=20 (local.get $lanes)
      (i32.add (i32.load offset=20 (local.get $lanes)) (i32.and (i32.shr_u (local.get $n2) (i32.const 4)) (i32.const 0x0f0f0f0f))))
    (i32.store offset=24 (local.get $lanes)
      (i32.add (i32.load offset=24 (local.get $lanes)) (i32.and (local.get $n3) (i32.const 0x0f0f0f0f))))
    (i32.store offset=28 (local.get $lanes)
      (i32.add (i32.load offset=28 (local.get $lanes)) (i32.and (i32.shr_u (local.get $n3) (i32.const 4)) (i32.const 0x0f0f0f0f)))))

  ;; Adds the eight byte-lane accumulators at $lanes into counts[32] and empties them.
  ;; Accumulator i holds bit offset j = i >> 1, odd nibbles if i is odd; its byte b is nibble
  ;; 2b (+ 1 if odd): feature bit 4 * (2b + (i & 1)) + j.
  (func $readOut (param $lanes i32) (param $counts i32)
    (local $i i32) (local $b i32) (local $value i32) (local $at i32)
    (block $done
      (loop $accumulator
        (br_if $done (i32.eq (local.get $i) (i32.const 8)))
        (local.set $value (i32.load (i32.add (local.get $lanes) (i32.shl (local.get $i) (i32.const 2)))))
        (local.set $b (i32.const 0))
        (block $bytesDone
          (loop $byte
            (br_if $bytesDone (i32.eq (local.get $b) (i32.const 4)))
            (local.set $at
              (i32.add (local.get $counts)
                (i32.shl
                  (i32.add
                    (i32.shl
                      (i32.add (i32.shl (local.get $b) (i32.const 1)) (i32.and (local.get $i) (i32.const 1)))
                      (i32.const 2))
                    (i32.shr_u (local.get $i) (i32.const 1)))
                  (i32.const 2))))
            (i32.store (local.get $at)
              (i32.add (i32.load (local.get $at))
                (i32.and (i32.shr_u (local.get $value) (i32.shl (local.get $b) (i32.const 3))) (i32.const 255))))
            (local.set $b (i32.add (local.get $b) (i32.const 1)))
            (br $byte)))
        (i32.store (i32.add (local.get $lanes) (i32.shl (local.get $i) (i32.const 2))) (i32.const 0))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $accumulator))))

  ;; The villas of $full in each of the $setCount sets listed at $sets: into $filtered, and those
  ;; of them in $base into $results (every word written). The words holding a filtered villa go
  ;; to $liveWords; returns how many, and stores how many results at $matching.
  (func (export "passingAll")
    (param $full i32) (param $sets i32) (param $setCount i32) (param $base i32)
    (param $filtered i32) (param $results i32) (param $liveWords i32) (param $words i32)
    (param $matching i32) (result i32)
    (local $w i32) (local $k i32) (local $bits i32) (local $live i32) (local $count i32)
    (local $result i32) (local $at i32)
    (block $end
      (loop $word
        (br_if $end (i32.ge_u (local.get $w) (local.get $words)))
        (local.set $at (i32.shl (local.get $w) (i32.const 2)))
        (local.set $bits (i32.load (i32.add (local.get $full) (local.get $at))))
        (local.set $k (i32.const 0))
        (block $setsDone
          (loop $set
            (br_if $setsDone (i32.ge_u (local.get $k) (local.get $setCount)))
            (local.set $bits (i32.and (local.get $bits) (i32.load (i32.add (i32.load (i32.add (local.get $sets) (i32.shl (local.get $k) (i32.const 2)))) (local.get $at)))))
            (local.set $k (i32.add (local.get $k) (i32.const 1)))
            (br $set)))
        (i32.store (i32.add (local.get $filtered) (local.get $at)) (local.get $bits))
        (local.set $result (i32.and (local.get $bits) (i32.load (i32.add (local.get $base) (local.get $at)))))
        (i32.store (i32.add (local.get $results) (local.get $at)) (local.get $result))
        (if (local.get $bits)
          (then
            (i32.store (i32.add (local.get $liveWords) (i32.shl (local.get $live) (i32.const 2))) (local.get $w))
            (local.set $live (i32.add (local.get $live) (i32.const 1)))
            (local.set $count (i32.add (local.get $count) (i32.popcnt (local.get $result))))))
        (local.set $w (i32.add (local.get $w) (i32.const 1)))
        (br $word)))
    (i32.store (local.get $matching) (local.get $count))
    (local.get $live))

  ;; The villas of $base not in $own and in each of the $otherCount sets listed at $others: into
  ;; $failing (every word written), the words holding one into $failingWords; returns how many
  ;; words, and stores how many villas at $size.
  (func (export "failingOnly")
    (param $base i32) (param $own i32) (param $others i32) (param $otherCount i32)
    (param $failing i32) (param $failingWords i32) (param $words i32) (param $size i32)
    (result i32)
    (local $w i32) (local $k i32) (local $bits i32) (local $filled i32) (local $count i32)
    (local $at i32)
    (block $end
      (loop $word
        (br_if $end (i32.ge_u (local.get $w) (local.get $words)))
        (local.set $at (i32.shl (local.get $w) (i32.const 2)))
        (local.set $bits
          (i32.and
            (i32.load (i32.add (local.get $base) (local.get $at)))
            (i32.xor (i32.load (i32.add (local.get $own) (local.get $at))) (i32.const -1))))
        (local.set $k (i32.const 0))
        (block $setsDone
          (loop $set
            (br_if $setsDone (i32.or (i32.eqz (local.get $bits)) (i32.ge_u (local.get $k) (local.get $otherCount))))
            (local.set $bits (i32.and (local.get $bits) (i32.load (i32.add (i32.load (i32.add (local.get $others) (i32.shl (local.get $k) (i32.const 2)))) (local.get $at)))))
            (local.set $k (i32.add (local.get $k) (i32.const 1)))
            (br $set)))
        (i32.store (i32.add (local.get $failing) (local.get $at)) (local.get $bits))
        (if (local.get $bits)
          (then
            (i32.store (i32.add (local.get $failingWords) (i32.shl (local.get $filled) (i32.const 2))) (local.get $w))
            (local.set $filled (i32.add (local.get $filled) (i32.const 1)))
            (local.set $count (i32.add (local.get $count) (i32.popcnt (local.get $bits))))))
        (local.set $w (i32.add (local.get $w) (i32.const 1)))
        (br $word)))
    (i32.store (local.get $size) (local.get $count))
    (local.get $filled))

  ;; Adds each villa of $set (its words listed at $setWords) to $histogram at its value in the
  ;; array of $bytes-byte values at $values (1, 2 or 4 bytes a villa).
  (func (export "countValues")
    (param $set i32) (param $setWords i32) (param $wordCount i32)
    (param $values i32) (param $bytes i32) (param $histogram i32)
    (local $i i32) (local $w i32) (local $bits i32) (local $v i32) (local $at i32)
    (block $end
      (loop $words
        (br_if $end (i32.ge_u (local.get $i) (local.get $wordCount)))
        (local.set $w (i32.load (i32.add (local.get $setWords) (i32.shl (local.get $i) (i32.const 2)))))
        (local.set $bits (i32.load (i32.add (local.get $set) (i32.shl (local.get $w) (i32.const 2)))))
        (block $wordDone
          (loop $villa
            (br_if $wordDone (i32.eqz (local.get $bits)))
            (local.set $v (i32.add (i32.shl (local.get $w) (i32.const 5)) (i32.ctz (local.get $bits))))
            (local.set $bits (i32.and (local.get $bits) (i32.sub (local.get $bits) (i32.const 1))))
            (local.set $at
              (i32.add (local.get $histogram)
                (i32.shl
                  (if (result i32) (i32.eq (local.get $bytes) (i32.const 1))
                    (then (i32.load8_u (i32.add (local.get $values) (local.get $v))))
                    (else
                      (if (result i32) (i32.eq (local.get $bytes) (i32.const 2))
                        (then (i32.load16_u (i32.add (local.get $values) (i32.shl (local.get $v) (i32.const 1)))))
                        (else (i32.load (i32.add (local.get $values) (i32.shl (local.get $v) (i32.const 2))))))))
                  (i32.const 2))))
            (i32.store (local.get $at) (i32.add (i32.load (local.get $at)) (i32.const 1)))
            (br $villa)))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $words))))

  ;; Adds the villas counted per combination ($comboCount counts at $perCombo) to five
  ;; histograms: the list at $hists holds their offsets, the list at $values the offsets of each
  ;; combination's value of the five facets (16 bits each).
  (func (export "spread")
    (param $perCombo i32) (param $comboCount i32) (param $values i32) (param $hists i32)
    (local $id i32) (local $villas i32) (local $f i32) (local $at i32)
    (block $end
      (loop $combo
        (br_if $end (i32.ge_u (local.get $id) (local.get $comboCount)))
        (local.set $villas (i32.load (i32.add (local.get $perCombo) (i32.shl (local.get $id) (i32.const 2)))))
        (if (local.get $villas)
          (then
            (local.set $f (i32.const 0))
            (block $facetsDone
              (loop $facet
                (br_if $facetsDone (i32.eq (local.get $f) (i32.const 5)))
                (local.set $at
                  (i32.add
                    (i32.load (i32.add (local.get $hists) (i32.shl (local.get $f) (i32.const 2))))
                    (i32.shl
                      (i32.load16_u
                        (i32.add
                          (i32.load (i32.add (local.get $values) (i32.shl (local.get $f) (i32.const 2))))
                          (i32.shl (local.get $id) (i32.const 1))))
                      (i32.const 2))))
                (i32.store (local.get $at) (i32.add (i32.load (local.get $at)) (local.get $villas)))
                (local.set $f (i32.add (local.get $f) (i32.const 1)))
                (br $facet)))))
        (local.set $id (i32.add (local.get $id) (i32.const 1)))
        (br $combo))))

  ;; Tallies feature word $k of each result villa (its word at $features + 4 * (v * $stride + k))
  ;; into counts[32] at $counts, and, when $counting, adds 1 to perCombo[combo of v] (combos are
  ;; $comboBytes bytes a villa: 1, 2 or 4).
  ;;
  ;; Feature bits are counted in registers: each word is spread over four accumulators of eight
  ;; 4-bit lanes (bits 0, 4, 8, ... in $n0; 1, 5, 9, ... in $n1; and so on), four masked adds a
  ;; villa. A 4-bit lane holds at most 15, so every 15 villas the lanes are widened into eight
  ;; accumulators of 8-bit lanes at $lanes (32 bytes, zero), and those, which hold at most 255,
  ;; are read out into the counts every 17 widenings (255 villas) and at the end.
  (func (export "tally")
    (param $results i32) (param $liveWords i32) (param $wordCount i32)
    (param $features i32) (param $stride i32) (param $k i32)
    (param $combos i32) (param $comboBytes i32) (param $perCombo i32) (param $counting i32)
    (param $counts i32) (param $lanes i32)
    (local $i i32) (local $w i32) (local $bits i32) (local $v i32) (local $x i32) (local $at i32)
    (local $n0 i32) (local $n1 i32) (local $n2 i32) (local $n3 i32)
    (local $villas i32) (local $widened i32)
    (block $end
      (loop $words
        (br_if $end (i32.ge_u (local.get $i) (local.get $wordCount)))
        (local.set $w (i32.load (i32.add (local.get $liveWords) (i32.shl (local.get $i) (i32.const 2)))))
        (local.set $bits (i32.load (i32.add (local.get $results) (i32.shl (local.get $w) (i32.const 2)))))
        (block $wordDone
          (loop $villa
            (br_if $wordDone (i32.eqz (local.get $bits)))
            (local.set $v (i32.add (i32.shl (local.get $w) (i32.const 5)) (i32.ctz (local.get $bits))))
            (local.set $bits (i32.and (local.get $bits) (i32.sub (local.get $bits) (i32.const 1))))
            (if (local.get $counting)
              (then
                (local.set $at
                  (i32.add (local.get $perCombo)
                    (i32.shl
                      ;; Inline, not a call: the engine does not inline calls between
                      ;; WebAssembly functions, and one per villa cost a fifth of the walk.
                      (if (result i32) (i32.eq (local.get $comboBytes) (i32.const 2))
                        (then (i32.load16_u (i32.add (local.get $combos) (i32.shl (local.get $v) (i32.const 1)))))
                        (else
                          (if (result i32) (i32.eq (local.get $comboBytes) (i32.const 1))
                            (then (i32.load8_u (i32.add (local.get $combos) (local.get $v))))
                            (else (i32.load (i32.add (local.get $combos) (i32.shl (local.get $v) (i32.const 2))))))))
                      (i32.const 2))))
                (i32.store (local.get $at) (i32.add (i32.load (local.get $at)) (i32.const 1)))))
            (local.set $x
              (i32.load
                (i32.add (local.get $features)
                  (i32.shl
                    (i32.add (i32.mul (local.get $v) (local.get $stride)) (local.get $k))
                    (i32.const 2)))))
            (local.set $n0 (i32.add (local.get $n0) (i32.and (local.get $x) (i32.const 0x11111111))))
            (local.set $n1 (i32.add (local.get $n1) (i32.and (i32.shr_u (local.get $x) (i32.const 1)) (i32.const 0x11111111))))
            (local.set $n2 (i32.add (local.get $n2) (i32.and (i32.shr_u (local.get $x) (i32.const 2)) (i32.const 0x11111111))))
            (local.set $n3 (i32.add (local.get $n3) (i32.and (i32.shr_u (local.get $x) (i32.const 3)) (i32.const 0x11111111))))
            (local.set $villas (i32.add (local.get $villas) (i32.const 1)))
            (if (i32.eq (local.get $villas) (i32.const 15))
              (then
                (call $widen (local.get $lanes) (local.get $n0) (local.get $n1) (local.get $n2) (local.get $n3))
                (local.set $n0 (i32.const 0))
                (local.set $n1 (i32.const 0))
                (local.set $n2 (i32.const 0))
                (local.set $n3 (i32.const 0))
                (local.set $villas (i32.const 0))
                (local.set $widened (i32.add (local.get $widened) (i32.const 1)))
                (if (i32.eq (local.get $widened) (i32.const 17))
                  (then
                    (call $readOut (local.get $lanes) (local.get $counts))
                    (local.set $widened (i32.const 0))))))
            (br $villa)))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $words)))
    ;; The villas since the last widening, then every byte lane.
    (call $widen (local.get $lanes) (local.get $n0) (local.get $n1) (local.get $n2) (local.get $n3))
    (call $readOut (local.get $lanes) (local.get $counts))))
