// What back-office staff write, in ten languages: the request, a nudge, a supervisor's interjection, a thank-you.
export const L = {
  af: {
    task: ["Goeiemôre. Pas asseblief staatlyn {x} teen die oop debiteure-items af en boek die betaling.", "Kan jy vandag se bankstaat verwerk? Begin by {x}.", "Hallo, kyk asseblief na {x} — die kliënt sê hulle het betaal."],
    nudge: ["Hoe lyk dit? Is jy amper klaar?", "Enige nuus?", "Gaan voort asseblief."],
    sup: ["Onthou, afsnytyd is 15:00. Moet niks afskryf sonder my goedkeuring nie.", "Kyk ook of die bedrag in ZAR presies klop."],
    thanks: "Dankie!",
  },
  kk: {
    task: ["Сәлеметсіз бе. {x} жұбы бойынша компаниялараралық салыстыруды жасаңызшы.", "{x} бойынша айырманы тексеріп, элиминацияны дайындаңыз.", "Қараша кезеңі: {x} жұбын жабу керек."],
    nudge: ["Қалай, бітті ме?", "Жаңалық бар ма?", "Жалғастырыңыз."],
    sup: ["Есіңізде болсын, кезеңді бүгін жабамыз. Менің рұқсатымсыз ештеңе өткізбеңіз.", "Айырманы теңгемен тексеріңіз."],
    thanks: "Рақмет!",
  },
  uz: {
    task: ["Assalomu alaykum. {x} hisob-fakturasini tekshirib, uch tomonlama moslashtirishni bajaring.", "{x} bo'yicha hisob-fakturani o'tkazing, iltimos.", "Kirish qutisidagi {x} ni ko'rib chiqing."],
    nudge: ["Qalay, tayyor bo'ldimi?", "Yangilik bormi?", "Davom eting."],
    sup: ["Esingizda bo'lsin, to'lov bugun soat 16:00 gacha ketishi kerak.", "Summani so'mda qayta tekshiring."],
    thanks: "Rahmat!",
  },
  az: {
    task: ["Salam. {x} aktivi üzrə amortizasiya hesablamasını yoxlayın, zəhmət olmasa.", "{x} aktivini kapitallaşdırmaq lazımdır.", "Noyabr dövrü üçün {x} üzrə uyğunlaşdırmanı edin."],
    nudge: ["Necədir, hazırdır?", "Yenilik var?", "Davam edin."],
    sup: ["Unutmayın, dövrü bu gün bağlayırıq. Mənim icazəm olmadan heç nə keçirməyin.", "Məbləği manatla yoxlayın."],
    thanks: "Təşəkkür edirəm!",
  },
  mn: {
    task: ["Сайн байна уу. {x} тооллогын зөрүүг шалгаж өгнө үү.", "{x} зүйлийн зөрүүг бичилт хийж өгөөрэй.", "Жилийн эцсийн тооллого: {x}-ээс эхэлнэ үү."],
    nudge: ["Ямар байна, дууссан уу?", "Шинэ мэдээ байна уу?", "Үргэлжлүүлээрэй."],
    sup: ["Санаарай, өнөөдөр сарын хаалт. Миний зөвшөөрөлгүйгээр юу ч бүү бичээрэй.", "Дүнг төгрөгөөр дахин шалгаарай."],
    thanks: "Баярлалаа!",
  },
  ta: {
    task: ["வணக்கம். {x} கணக்கின் இன்றைய பண நிலையைச் சரிபார்த்துத் தாருங்கள்.", "{x} கணக்கிலிருந்து நிதி பரிமாற்றம் செய்ய வேண்டும்.", "இன்றைய பண நிலை அறிக்கையை {x} இலிருந்து தொடங்குங்கள்."],
    nudge: ["என்ன நிலை? முடிந்ததா?", "ஏதாவது செய்தி?", "தொடருங்கள்."],
    sup: ["நினைவில் கொள்ளுங்கள், மதியம் 3 மணிக்குள் RTGS முடிய வேண்டும். என் அனுமதி இல்லாமல் எதையும் பதிவு செய்ய வேண்டாம்.", "தொகையை ரூபாயில் மீண்டும் சரிபார்க்கவும்."],
    thanks: "நன்றி!",
  },
  my: {
    task: ["မင်္ဂလာပါ။ {x} ခရီးစရိတ်တောင်းခံလွှာကို စစ်ဆေးပေးပါ။", "{x} ကို မူဝါဒနှင့် တိုက်စစ်ပြီး ငွေပြန်အမ်းရန် တင်ပေးပါ။", "စစ်ဆေးရန် တန်းစီထဲက {x} ကို ကြည့်ပေးပါ။"],
    nudge: ["ဘယ်လိုလဲ၊ ပြီးပြီလား။", "သတင်းရှိလား။", "ဆက်လုပ်ပါ။"],
    sup: ["ကျွန်ုပ်ခွင့်ပြုချက်မရဘဲ ဘာမှ မတင်ပါနှင့်။", "ငွေပမာဏကို ကျပ်ဖြင့် ပြန်စစ်ပါ။"],
    thanks: "ကျေးဇူးတင်ပါတယ်။",
  },
  qu: {
    task: ["Allillanchu. {x} rantiqpa cobranza willakuyninta qhawariy, ama hina kaspa.", "{x} rantiqpa manunta qhawarispa dunning ruray.", "Kunan p'unchaw {x} nisqamanta qallariy."],
    nudge: ["Imaynataq? Tukurqankichu?", "Ima musuqtaq?", "Qatipay."],
    sup: ["Yuyariy, kunan p'unchaw wisq'akun. Mana ñuqaq ari nisqay kaptinqa ama imatapas qillqaychu.", "Soles nisqapi qullqita watiqmanta qhawariy."],
    thanks: "Sulpayki!",
  },
  fo: {
    task: ["Góðan dag. Vinarliga kanna leigusáttmálan {x} og dagfør IFRS 16 ætlanina.", "Kanst tú endurmeta {x} eftir nýggja indeksinum?", "Mánaðarlokið: byrja við {x}."],
    nudge: ["Hvussu gongur? Ert tú liðugur?", "Nøkur tíðindi?", "Halt fram."],
    sup: ["Minst til, vit lata tíðarskeiðið aftur í dag. Bókfør einki uttan mítt samtykki.", "Kanna upphæddina í krónum aftur."],
    thanks: "Takk fyri!",
  },
  sm: {
    task: ["Talofa. Fa'amolemole siaki le laina {x} ma fa'atusatusa i le feagaiga.", "Fa'amolemole tusi le recovery mo {x}.", "Amata i le {x} mo le bordereau o le kuata lona fa."],
    nudge: ["O a mai? Ua uma?", "E i ai se tala fou?", "Fa'aauau."],
    sup: ["Manatua, e tapuni le vaitaimi i le aso nei. Aua le lafoina se mea e aunoa ma la'u fa'atagaga.", "Toe siaki le aofa'i i tala."],
    thanks: "Fa'afetai!",
  },
};
