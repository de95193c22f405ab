extension WordingConventions {
    /// Korean states in 합니다 (-습니다), asks in -하시겠습니까? and tells the
    /// person what to do in -하세요, as Korean system texts do; never 해 주세요,
    /// 해요 or the plain 한다. A title or noun stands as a label before a
    /// colon or before a noun of the message (“{noun} 항목을”), never before a
    /// particle, whose form follows the title's last sound (을/를, 이/가).
    static let korean = WordingConventions(
        language: .korean,
        register: "합니다 for statements (“형식이 올바르지 않습니다”), -하세요 for instructions (“숫자를 입력하세요”), -하시겠습니까? for questions",
        otherRegisters: ["주세요", "십시오", "까요?", "해요", "어요", "아요", "에요", "예요", "한다", "하라", "해라", "할게"],
        titles: ["이메일", "비밀번호"],
        placement: Placement(
            before: [], mayStandBare: true,
            agreeingAfter: [
                "을", "를", "은", "는", "이 ", "이가", "가 ", "과", "와", "으로", "로", "이나", "이어야", "여야", "이었", "였",
            ]),
        actions: [
            .submit: Word("제출", avoiding: ["전송"]), .add: Word("추가"), .remove: Word("삭제"),
            .removeFile: Word("제거"), .moveUp: Word("위로 이동"), .moveDown: Word("아래로 이동"), .confirm: Word("확인"),
            .cancel: Word("취소"), .done: Word("완료"), .item: Word("항목", avoiding: ["아이템"]), .hidden: Word("숨김"),
            .disabled: Word("사용할 수 없음", avoiding: ["비활성"]), .readOnly: Word("읽기 전용"), .none: Word("없음"),
            .chooseFile: Word("선택"), .noFile: Word("파일 없음"), .required: Word("필수"),
        ])
}
