;; The results' tally (resultTally.ts) as WebAssembly: the walk over every result villa that
;; counts it into its facet combination and each of its feature bits. Written by hand because it
;; is the hottest loop of a search never asked before: at 100,000 villas a search has about
;; 13,000 results, and JavaScript, with no instruction for the lowest set bit and a bounds check
;; on every typed-array read, took about 6 ns a villa where this takes under 3.
;;
;; Build: pnpm --filter @villa/api build:wasm (scripts/buildWasm.mjs) writes resultTally.wasm;
;; a test compiles this file again and fails if the two differ.
;;
;; Everything is in the memory the caller gives (byte offsets, 4-byte aligned): the results as
;; a villa set (bit v & 31 of word v >>> 5), the indexes of the words to read, every villa's
;; feature words, every villa's combination, the counts, which are added to, and 32 bytes of
;; working room.
(module
  (import "tally" "memory" (memory 1))

  ;; Adds nibble accumulators $n0 to $n3 into the eight byte-lane accumulators at $lanes: the
  ;; even nibbles of $n0, its odd nibbles, the even of $n1, and so on.
  (func $widen (param $lanes i32) (param $n0 i32) (param $n1 i32) (param $n2 i32) (param $n3 i32)
    (call $addLanes (local.get $lanes) (i32.const 0) (local.get $n0))
    (call $addLanes (local.get $lanes) (i32.const 2) (local.get $n1))
    (call $addLanes (local.get $lanes) (i32.const 4) (local.get $n2))
    (call $addLanes (local.get $lanes) (i32.const 6) (local.get $n3)))

  ;; Adds the even nibbles of $nibbles to byte-lane accumulator $i and the odd ones to $i + 1.
  (func $addLanes (param $lanes i32) (param $i i32) (param $nibbles i32)
    (local $at i32)
    (local.set $at (i32.add (local.get $lanes) (i32.shl (local.get $i) (i32.const 2))))
    (i32.store (local.get $at)
      (i32.add (i32.load (local.get $at)) (i32.and (local.get $nibbles) (i32.const 0x0f0f0f0f))))
    (i32.store offset=4 (local.get $at)
      (i32.add (i32.load offset=4 (local.get $at))
        (i32.and (i32.shr_u (local.get $nibbles) (i32.const 4)) (i32.const 0x0f0f0f0f)))))

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

  ;; Tallies feature word $k of each result villa (its word at $features + 4 * (v * $stride + k))
  ;; into counts[32] at $counts, and, when $counting, adds 1 to perCombo[combo of v] (combos are
  ;; 16 bits a villa, or 32 when $wideCombos).
  ;;
  ;; Feature bits are counted in registers: each word is spread over four accumulators of eight
  ;; 4-bit lanes (bits 0, 4, 8, ... in $n0; 1, 5, 9, ... in $n1; and so on), four masked adds a
  ;; villa. A 4-bit lane holds at most 15, so every 15 villas the lanes are widened into eight
  ;; accumulators of 8-bit lanes at $lanes (32 bytes, zero), and those, which hold at most 255,
  ;; are read out into the counts every 17 widenings (255 villas) and at the end.
  (func (export "tally")
    (param $results i32) (param $liveWords i32) (param $wordCount i32)
    (param $features i32) (param $stride i32) (param $k i32)
    (param $combos i32) (param $wideCombos i32) (param $perCombo i32) (param $counting i32)
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
                      (if (result i32) (local.get $wideCombos)
                        (then (i32.load (i32.add (local.get $combos) (i32.shl (local.get $v) (i32.const 2)))))
                        (else (i32.load16_u (i32.add (local.get $combos) (i32.shl (local.get $v) (i32.const 1))))))
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
