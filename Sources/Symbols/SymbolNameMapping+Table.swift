// The SF Symbol names drawn, one family per line: an SF base name, the Phosphor icon that
// draws it, then the variants SF Symbols has for that name. The choices are judgement
// calls against Apple's catalogue (outline for the plain name, filled for `.fill`, the
// same figure in a ring or on a disc for `.circle` / `.circle.fill`), written down here
// in one place. Phosphor's names are the SVG files' names (py-phosphor-icons 0.1.1).
//
//   NAME ICON [option …]
//   fill            NAME.fill: ICON in Phosphor's fill style
//   circle          NAME.circle: ICON inside a drawn ring (composed; see SymbolOutline+Enclosure)
//   circle.fill     NAME.circle.fill: ICON knocked out of a disc (its fill style when `fill`)
//   square, square.fill   the same with SF's rounded square
//   circle=ICON2    NAME.circle is Phosphor's own circled ICON2 (and NAME.circle.fill its
//                   fill style, a disc with the figure knocked out) instead of a composed one
//   square=ICON2    likewise for the squares
//   turns=N         clockwise quarter turns (Phosphor's airplane points up, SF's right)
//   mirrors         flipped in right-to-left layouts (SF's `.forward` / `.backward` names)
//   flip            always flipped horizontally (SF draws the figure facing the other way)
//   knockout        NAME.fill's figure is knocked out of a disc (a palette draws it)
//   filldisc=ICON2  NAME.fill is ICON2's fill style knocked out of a disc (SF's
//                   person.crop.circle.fill is a solid disc; Phosphor's rings the figure)
//   nobase          only the variants: NAME itself is not an SF name (SF's `info` is
//                   just the letter; Phosphor's `info` is circled)
//   solid           NAME itself uses ICON's fill style: SF draws the plain name solid
//                   (`airplane`, `gear`)
//   badge           a badge dot at the top right, the figure cut away around it
//                   (`bell.badge`; SymbolOutline+Badge.swift)
//   wide=F          the figure placed F times larger (1…1.5): SF draws the name wider than
//                   its other symbols, where Phosphor shrank it into its square
//                   (`creditcard`)
// An ICON of `own:NAME` is a figure of the project's own (Sources/Symbols/Own, one file
// each with its design note), for names Phosphor has nothing close to.
// An ICON of `-` draws no figure: the enclosure alone (`square`, `app`).

extension SymbolNameMapping {
    package static let table = """
        # Accessories and list controls (docs/uikit-reference.md §3.8): the disclosure chevron, checkmark,
        # detail (info.circle), delete and insert controls, reorder, outline disclosure.
        chevron.forward caret-right mirrors circle=caret-circle-right circle.fill
        chevron.backward caret-right turns=2 mirrors circle=caret-circle-left circle.fill
        chevron.right caret-right circle=caret-circle-right circle.fill square square.fill
        chevron.left caret-right turns=2 circle=caret-circle-left circle.fill square square.fill
        chevron.down caret-right turns=1 circle=caret-circle-down circle.fill square square.fill
        chevron.up caret-right turns=3 circle=caret-circle-up circle.fill square square.fill
        chevron.up.chevron.down caret-up-down
        chevron.left.2 caret-double-left
        chevron.right.2 caret-double-right
        chevron.up.2 caret-double-up
        chevron.down.2 caret-double-down
        chevron.compact.down caret-down
        chevron.compact.up caret-up
        chevron.left.forwardslash.chevron.right code
        checkmark check circle=check-circle circle.fill square=check-square square.fill
        checkmark.seal seal-check fill
        checkmark.shield shield-check fill
        checklist list-checks
        xmark x circle=x-circle circle.fill square=x-square square.fill
        plus plus circle=plus-circle circle.fill square=plus-square square.fill
        minus minus circle=minus-circle circle.fill square=minus-square square.fill
        plus.minus plus-minus
        plus.magnifyingglass magnifying-glass-plus
        minus.magnifyingglass magnifying-glass-minus
        info info nobase circle=info circle.fill
        questionmark question-mark circle=question circle.fill square square.fill
        exclamationmark exclamation-mark circle=warning-circle circle.fill square square.fill
        exclamationmark.triangle warning fill
        exclamationmark.octagon warning-octagon fill
        exclamationmark.shield shield-warning fill
        ellipsis dots-three circle=dots-three-circle circle.fill
        ellipsis.bubble chat-teardrop-dots fill
        line.3.horizontal list circle circle.fill
        line.horizontal.3 list
        line.3.horizontal.decrease funnel-simple circle circle.fill
        line.horizontal.3.decrease funnel-simple circle circle.fill
        line.diagonal line-segment
        circle circle fill
        circle.dashed circle-dashed
        circle.lefthalf.filled circle-half
        circle.righthalf.filled circle-half flip
        circle.grid.2x2 circles-four fill
        circle.grid.3x3 dots-nine fill
        largecircle.fill.circle radio-button
        record.circle record fill
        square - fill
        app - fill
        app.badge notification fill
        square.dashed rectangle-dashed
        square.grid.2x2 squares-four fill
        square.grid.3x3 grid-nine fill
        square.split.2x1 square-split-horizontal fill
        square.split.1x2 square-split-vertical fill
        square.lefthalf.filled square-half
        square.stack.3d.up stack fill
        square.3.layers.3d stack-simple fill
        square.on.square copy fill
        square.and.arrow.up export fill circle circle.fill
        square.and.arrow.down download fill
        square.and.arrow.up.on.square box-arrow-up fill
        square.and.arrow.down.on.square box-arrow-down fill
        square.and.pencil note-pencil
        rectangle rectangle fill
        rectangle.dashed rectangle-dashed
        rectangle.split.2x1 columns fill
        rectangle.split.1x2 rows fill
        rectangle.grid.2x2 grid-four fill
        rectangle.stack own:rectangle-stack fill
        rectangle.portrait.and.arrow.right sign-out fill
        rectangle.and.pencil.and.ellipsis textbox fill
        sidebar.left sidebar-simple fill
        sidebar.right sidebar-simple flip fill
        sidebar.leading sidebar-simple mirrors
        triangle triangle fill
        diamond diamond fill
        hexagon hexagon fill
        octagon octagon fill
        pentagon pentagon fill
        seal seal fill

        # Editing and documents
        trash trash fill circle circle.fill square square.fill
        folder folder fill circle circle.fill
        folder.badge.plus folder-plus fill
        folder.badge.minus folder-minus fill
        folder.badge.person.crop folder-user fill
        paperplane paper-plane-tilt fill circle circle.fill
        tray tray fill circle circle.fill
        tray.2 stack fill
        tray.and.arrow.down tray-arrow-down fill
        tray.and.arrow.up tray-arrow-up fill
        archivebox archive fill circle circle.fill
        doc file fill circle circle.fill
        doc.text file-text fill
        doc.plaintext file-text fill
        doc.richtext file-doc fill
        doc.badge.plus file-plus fill
        doc.on.doc copy fill
        doc.on.clipboard clipboard fill
        doc.text.magnifyingglass file-magnifying-glass fill
        doc.zipper file-zip fill
        doc.badge.arrow.up file-arrow-up fill
        arrow.up.doc file-arrow-up fill
        arrow.down.doc file-arrow-down fill
        note.text note fill
        clipboard clipboard fill
        list.clipboard clipboard-text fill
        book book-open fill circle circle.fill
        book.closed book fill circle circle.fill
        books.vertical books fill
        text.book.closed book-open-text fill
        bookmark bookmark-simple fill circle circle.fill square square.fill
        newspaper newspaper fill
        magazine newspaper-clipping fill
        graduationcap graduation-cap fill
        backpack backpack fill
        paperclip paperclip circle circle.fill
        link link circle circle.fill
        pencil pencil-simple circle=pencil-circle circle.fill
        pencil.slash pencil-simple-slash
        pencil.line pencil-simple-line
        pencil.and.outline pencil-line
        pencil.tip pen-nib fill
        pencil.and.ruler pencil-ruler fill
        highlighter highlighter
        eraser eraser fill
        scribble scribble
        scribble.variable scribble-loop
        lasso lasso
        signature signature
        paintbrush paint-brush fill
        paintbrush.pointed paint-brush-broad fill
        paintpalette palette fill
        eyedropper eyedropper
        eyedropper.halffull eyedropper-sample fill
        wand.and.stars magic-wand
        wand.and.rays magic-wand
        sparkles sparkle
        sparkle star-four fill
        scissors scissors
        ruler ruler fill
        crop crop
        perspective perspective
        paragraphsign paragraph
        quote.opening quotes fill
        text.quote quotes fill
        textformat text-aa
        textformat.size text-aa
        textformat.alt text-t
        character text-t
        bold text-b
        italic text-italic
        underline text-underline
        strikethrough text-strikethrough
        textformat.superscript text-superscript
        textformat.subscript text-subscript
        text.alignleft text-align-left
        text.aligncenter text-align-center
        text.alignright text-align-right
        text.justify text-align-justify
        increase.indent text-indent
        decrease.indent text-outdent
        list.bullet list-bullets circle circle.fill
        list.number list-numbers
        list.dash list-dashes
        list.star list-star
        list.bullet.indent text-indent
        character.cursor.ibeam cursor-text
        cursorarrow cursor fill
        cursorarrow.click cursor-click fill
        command command
        option option
        control control
        delete.left backspace fill
        return key-return
        number hash
        at at
        percent percent
        sum sigma
        function function
        x.squareroot radical
        divide divide circle circle.fill
        equal equals circle circle.fill
        multiply x circle circle.fill
        lessthan less-than
        greaterthan greater-than
        infinity infinity
        asterisk asterisk
        curlybraces brackets-curly
        terminal terminal-window fill
        point.topleft.down.curvedto.point.bottomright.up path

        # People
        person user fill circle circle.fill
        person.crop.circle user-circle filldisc=user
        person.crop.square user-square fill knockout
        person.crop.rectangle user-rectangle fill
        person.crop.circle.badge.plus user-circle-plus fill
        person.crop.circle.badge.minus user-circle-minus fill
        person.crop.circle.badge.checkmark user-circle-check fill
        person.crop.circle.dashed user-circle-dashed
        person.2 users fill circle circle.fill
        person.3 users-three fill
        person.badge.plus user-plus fill
        person.badge.minus user-minus fill
        person.fill.checkmark user-check
        person.text.rectangle identification-card fill
        person.wave.2 user-sound fill
        person.2.badge.gearshape user-gear fill
        figure.walk person-simple-walk circle circle.fill
        figure.run person-simple-run
        figure.stand person-simple
        figure.hiking person-simple-hike
        figure.skiing.downhill person-simple-ski
        figure.pool.swim person-simple-swim
        figure.roll wheelchair
        figure.2.arms.open person-arms-spread
        accessibility person-arms-spread fill
        hand.raised hand-palm fill circle circle.fill
        hand.thumbsup thumbs-up fill circle circle.fill
        hand.thumbsdown thumbs-down fill circle circle.fill
        hand.tap hand-tap fill
        hand.point.up.left hand-pointing fill
        hand.wave hand-waving fill
        hands.clap hands-clapping fill
        eye eye fill circle circle.fill
        eye.slash eye-slash fill
        eyeglasses eyeglasses
        ear ear fill
        hearingdevice.ear ear fill
        brain brain fill
        brain.head.profile head-circuit fill
        face.smiling smiley fill
        faceid scan-smiley
        touchid fingerprint

        # Communication
        bell bell fill circle circle.fill square square.fill
        bell.slash bell-slash fill
        bell.badge bell badge fill
        envelope envelope-simple fill circle circle.fill
        envelope.open envelope-simple-open fill
        message chat-circle fill circle circle.fill
        bubble.left chat-circle fill
        bubble.right chat-circle flip fill
        bubble.middle.bottom chat-centered fill
        bubble.left.and.bubble.right chats-circle fill
        text.bubble chat-circle-text fill
        captions.bubble subtitles fill
        phone phone fill circle circle.fill
        phone.down phone-disconnect fill
        phone.arrow.up.right phone-outgoing fill
        phone.arrow.down.left phone-incoming fill
        phone.badge.plus phone-plus fill
        video video-camera fill circle circle.fill
        video.slash video-camera-slash fill
        mic microphone fill circle circle.fill
        mic.slash microphone-slash fill
        megaphone megaphone fill
        quote.bubble chat-teardrop-text fill

        # Media
        camera camera fill circle circle.fill
        camera.rotate camera-rotate fill
        viewfinder scan
        photo image fill circle circle.fill
        photo.on.rectangle images fill
        photo.stack images-square fill
        film film-strip fill
        play play fill square square.fill
        play.circle own:play-circle
        play.circle.fill play-circle solid
        pause pause fill circle=pause-circle circle.fill
        stop stop fill circle=stop-circle circle.fill
        playpause play-pause fill
        forward fast-forward fill circle=fast-forward-circle circle.fill
        backward rewind fill circle=rewind-circle circle.fill
        forward.end skip-forward fill circle=skip-forward-circle circle.fill
        backward.end skip-back fill circle=skip-back-circle circle.fill
        shuffle shuffle
        repeat repeat
        repeat.1 repeat-once
        eject eject fill
        speaker speaker-none fill
        speaker.wave.1 speaker-low fill
        speaker.wave.2 speaker-high fill circle circle.fill
        speaker.wave.3 own:speaker-wave-3 fill
        speaker.slash speaker-slash fill
        hifispeaker speaker-hifi fill
        music.note own:music-note fill
        music.note.list own:music-note-list
        music.mic own:music-mic fill
        music.quarternote.3 music-notes fill
        headphones headphones circle circle.fill
        waveform waveform circle circle.fill
        waveform.path.ecg heartbeat
        metronome metronome fill
        guitars guitar fill
        pianokeys piano-keys fill
        recordingtape cassette-tape
        radio radio fill
        tv own:tv fill
        tv.music.note own:tv-music-note
        airplayvideo airplay
        airplayaudio airplay
        theatermasks mask-happy fill
        popcorn popcorn fill
        ticket ticket fill
        gamecontroller game-controller fill

        # Devices and connections
        display monitor
        desktopcomputer desktop
        laptopcomputer laptop
        iphone device-mobile
        ipad device-tablet
        applewatch watch
        keyboard keyboard fill
        printer printer fill
        externaldrive hard-drive fill
        internaldrive hard-drives fill
        server.rack hard-drives
        cpu cpu fill
        memorychip memory fill
        opticaldisc disc fill
        simcard sim-card fill
        network globe
        antenna.radiowaves.left.and.right broadcast circle circle.fill
        dot.radiowaves.left.and.right own:dot-radiowaves
        wifi wifi-high circle circle.fill square square.fill
        wifi.slash wifi-slash
        wifi.exclamationmark wifi-x
        cellularbars cell-signal-full
        airplane airplane turns=1 solid circle circle.fill
        airplane.departure airplane-takeoff
        airplane.arrival airplane-landing
        battery.100 battery-full
        battery.75 battery-high
        battery.50 battery-medium
        battery.25 battery-low
        battery.0 battery-empty
        battery.100.bolt battery-charging
        bolt lightning fill circle circle.fill square square.fill
        bolt.slash lightning-slash fill
        powerplug plug fill
        power power circle circle.fill
        lightbulb lightbulb fill circle circle.fill
        flashlight.on.fill flashlight
        qrcode qr-code
        barcode barcode
        cable.connector plugs fill
        tv.and.mediabox television fill
        gauge gauge fill
        speedometer speedometer fill

        # Security
        lock lock-simple fill circle circle.fill square square.fill
        lock.open lock-simple-open fill
        key key fill
        shield shield fill
        shield.slash shield-slash fill

        # Places and travel
        house house fill circle circle.fill
        building building fill
        building.2 buildings fill
        building.columns bank fill
        storefront storefront fill
        globe globe
        globe.americas globe-hemisphere-west fill
        globe.europe.africa globe-hemisphere-east fill
        safari compass fill
        map map-trifold fill
        mappin map-pin-simple circle circle.fill
        mappin.and.ellipse map-pin-area fill
        location navigation-arrow turns=1 fill circle circle.fill square square.fill
        signpost.right signpost fill
        car car fill circle circle.fill
        car.side car-profile fill
        bus bus fill
        tram tram fill
        train.side.front.car train fill
        bicycle bicycle
        scooter scooter
        ferry boat fill
        sailboat sailboat fill
        fuelpump gas-pump fill
        steeringwheel steering-wheel fill
        tent tent fill
        mountain.2 mountains fill
        beach.umbrella umbrella-simple fill

        # Time and weather
        calendar calendar-dots circle circle.fill
        calendar.badge.plus calendar-plus
        calendar.badge.minus calendar-minus
        calendar.badge.checkmark calendar-check
        calendar.badge.clock calendar-dot
        clock clock fill circle circle.fill
        clock.arrow.circlepath clock-counter-clockwise
        alarm alarm fill
        timer timer
        stopwatch timer fill
        hourglass hourglass
        sun.max sun fill circle circle.fill
        sun.min sun-dim fill
        sunrise sun-horizon fill
        sunset sun-horizon fill
        moon moon fill circle circle.fill
        moon.stars moon-stars fill
        cloud cloud fill circle circle.fill
        cloud.rain cloud-rain fill
        cloud.snow cloud-snow fill
        cloud.bolt cloud-lightning fill
        cloud.sun cloud-sun fill
        cloud.moon cloud-moon fill
        cloud.fog cloud-fog fill
        icloud cloud fill
        icloud.and.arrow.down cloud-arrow-down fill
        icloud.and.arrow.up cloud-arrow-up fill
        icloud.slash cloud-slash fill
        snowflake snowflake
        thermometer thermometer fill
        thermometer.sun thermometer-hot fill
        thermometer.snowflake thermometer-cold fill
        umbrella umbrella fill
        wind wind
        tornado tornado
        hurricane hurricane
        drop drop fill circle circle.fill
        flame flame fill circle circle.fill
        rainbow rainbow
        leaf leaf fill circle circle.fill
        tree tree fill
        camera.macro flower fill
        atom atom

        # Things
        heart heart fill circle circle.fill square square.fill
        star star fill circle circle.fill square square.fill
        star.leadinghalf.filled star-half mirrors
        flag flag fill circle circle.fill square square.fill
        flag.checkered flag-checkered
        tag tag fill circle circle.fill square square.fill
        pin push-pin fill circle circle.fill
        pin.slash push-pin-slash fill
        cart shopping-cart-simple fill circle circle.fill
        bag bag fill circle circle.fill
        basket basket fill
        creditcard credit-card wide=1.15 fill circle circle.fill
        banknote money fill
        dollarsign currency-dollar circle=currency-circle-dollar circle.fill square square.fill
        eurosign currency-eur circle circle.fill
        sterlingsign currency-gbp circle circle.fill
        yensign currency-jpy circle circle.fill
        bitcoinsign currency-btc circle circle.fill
        gift gift fill circle circle.fill
        wallet.pass wallet fill
        chart.bar chart-bar fill
        chart.pie chart-pie-slice fill
        chart.line.uptrend.xyaxis chart-line-up
        chart.xyaxis.line chart-line
        cup.and.saucer coffee fill
        fork.knife fork-knife circle circle.fill
        wineglass wine fill
        birthday.cake cake fill
        carrot carrot fill
        briefcase briefcase fill circle circle.fill
        suitcase suitcase fill
        suitcase.rolling suitcase-rolling fill
        shippingbox package fill circle circle.fill
        cube cube fill
        cube.transparent cube-transparent fill
        stethoscope stethoscope
        cross first-aid fill circle circle.fill
        cross.case first-aid-kit fill
        pills pill fill
        syringe syringe fill
        bandage bandaids fill
        pawprint paw-print fill circle circle.fill
        hare rabbit fill
        ant bug fill
        ladybug bug-beetle fill
        fish fish fill
        bird bird fill
        cat cat fill
        dog dog fill
        trophy trophy fill circle circle.fill
        medal medal fill
        rosette medal-military fill
        crown crown fill
        dice dice-five fill
        puzzlepiece puzzle-piece fill
        soccerball soccer-ball fill
        basketball basketball fill
        baseball baseball fill
        football football fill
        tennisball tennis-ball fill
        volleyball volleyball fill
        dumbbell barbell fill
        tshirt t-shirt fill
        bed.double bed fill
        sofa couch fill
        chair chair fill
        lamp.desk lamp fill
        fan fan fill
        washer washing-machine fill
        toilet toilet fill
        shower shower fill
        bathtub bathtub fill
        hammer hammer fill circle circle.fill
        wrench wrench fill
        wrench.adjustable wrench fill
        wrench.and.screwdriver wrench fill
        screwdriver screwdriver fill
        gear gear solid circle circle.fill
        gearshape gear fill circle circle.fill
        gearshape.2 gear-six fill
        magnifyingglass magnifying-glass circle circle.fill
        binoculars binoculars fill
        scope crosshair
        target target
        lifepreserver lifebuoy fill
        scalemass scales fill
        slider.horizontal.3 sliders-horizontal
        slider.vertical.3 sliders
        switch.2 toggle-left fill
        swift bird fill
        applelogo rectangle-dashed             # a trademark: a neutral placeholder (docs/symbols.md)

        # Arrows
        arrow.right arrow-right circle=arrow-circle-right circle.fill square=arrow-square-right square.fill
        arrow.left arrow-left circle=arrow-circle-left circle.fill square=arrow-square-left square.fill
        arrow.up arrow-up circle=arrow-circle-up circle.fill square=arrow-square-up square.fill
        arrow.down arrow-down circle=arrow-circle-down circle.fill square=arrow-square-down square.fill
        arrow.forward arrow-right mirrors circle=arrow-circle-right circle.fill
        arrow.backward arrow-left mirrors circle=arrow-circle-left circle.fill
        arrow.up.right arrow-up-right circle=arrow-circle-up-right circle.fill square=arrow-square-up-right square.fill
        arrow.up.left arrow-up-left circle=arrow-circle-up-left circle.fill
        arrow.down.right arrow-down-right circle=arrow-circle-down-right circle.fill
        arrow.down.left arrow-down-left circle=arrow-circle-down-left circle.fill
        arrow.clockwise arrow-clockwise circle circle.fill
        arrow.counterclockwise arrow-counter-clockwise circle circle.fill
        arrow.uturn.backward arrow-u-up-left mirrors circle circle.fill
        arrow.uturn.forward arrow-u-up-right mirrors circle circle.fill
        arrow.uturn.left arrow-u-up-left
        arrow.uturn.right arrow-u-up-right
        arrow.uturn.down arrow-u-right-down
        arrow.uturn.up arrow-u-right-up
        arrow.triangle.2.circlepath arrows-clockwise circle circle.fill
        arrow.2.circlepath arrows-counter-clockwise
        arrow.triangle.branch arrows-split
        arrow.triangle.merge arrows-merge
        arrow.triangle.swap swap
        arrow.left.arrow.right arrows-left-right circle circle.fill
        arrow.up.arrow.down arrows-down-up circle circle.fill
        arrow.up.and.down arrows-vertical
        arrow.left.and.right arrows-horizontal
        arrow.up.left.and.arrow.down.right arrows-out-simple
        arrow.down.right.and.arrow.up.left arrows-in-simple
        arrow.up.and.down.and.arrow.left.and.right arrows-out-cardinal
        arrow.up.to.line arrow-line-up
        arrow.down.to.line arrow-line-down
        arrow.right.to.line arrow-line-right
        arrow.left.to.line arrow-line-left
        arrow.turn.up.right arrow-bend-up-right
        arrow.turn.up.left arrow-bend-up-left
        arrow.turn.down.right arrow-bend-down-right
        arrow.turn.down.left arrow-bend-down-left
        arrowshape.turn.up.right share-fat fill
        arrowshape.turn.up.left share-fat flip fill
        arrowshape.right arrow-fat-right fill
        arrowshape.left arrow-fat-left fill
        arrowshape.up arrow-fat-up fill
        arrowshape.down arrow-fat-down fill
        arrow.up.arrow.down.square arrows-down-up
        arrow.up.forward.square arrow-square-out mirrors
        arrow.down.forward.and.arrow.up.backward arrows-in-simple mirrors
        arrow.up.backward.and.arrow.down.forward arrows-out-simple mirrors
        # Names lists use often (SymbolNameMapping.commonNames) that had no line yet; the
        # nearest Phosphor figure where it has no exact one (docs/symbols.md lists them).
        arrow.2.squarepath repeat
        nosign prohibit
        person.crop.circle.badge.xmark user-circle-minus fill
        person.crop.circle.badge.exclamationmark user-circle-dashed
        person.fill.badge.plus user-plus solid
        character.book.closed book fill
        list.bullet.rectangle.portrait clipboard-text fill
        list.bullet.clipboard clipboard-text fill
        suit.heart heart fill
        box.truck truck fill
        photo.on.rectangle.angled images fill
        bubble.left.and.text.bubble.right chats fill
        dot.radiowaves.right rss
        exclamationmark.bubble chat-centered-text fill
        lock.rotation device-rotate
        xmark.octagon x-circle fill
        badge.plus.radiowaves.right identification-badge fill
        folder.badge.gearshape folder-user fill
        folder.fill.badge.plus folder-plus solid
        moon.zzz moon-stars fill
        plus.square.on.square copy fill
        questionmark.app question fill
        rectangle.3.group squares-four fill
        tray.full tray-arrow-down fill
        xmark.bin trash-simple fill
        personalhotspot link
        envelope.badge envelope badge fill
        trash.slash trash-simple
        star.slash star-half
        play.rectangle monitor-play fill
        square.stack cards fill
        lock.shield shield-check fill
        """
}
