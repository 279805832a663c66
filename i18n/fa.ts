<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="fa_IR">
  <context>
    <name>ComingPage</name>
    <message>
      <source>The “%1” section is coming in a later version.</source>
      <translation>بخش «%1» در نسخه‌های بعدی می‌آید.</translation>
    </message>
  </context>
  <context>
    <name>DashboardPage</name>
    <message>
      <source>Office</source>
      <translation>اداره</translation>
    </message>
    <message>
      <source>Registers</source>
      <translation>دفترها</translation>
    </message>
    <message>
      <source>Shahrestan</source>
      <translation>شهرستان</translation>
    </message>
    <message>
      <source>Bakhsh</source>
      <translation>بخش</translation>
    </message>
    <message>
      <source>Bakhshdar</source>
      <translation>بخشدار</translation>
    </message>
    <message>
      <source>Regime in force</source>
      <translation>قانون حاکم</translation>
    </message>
    <message>
      <source>Dehestans</source>
      <translation>دهستان‌ها</translation>
    </message>
    <message>
      <source>Villages</source>
      <translation>آبادی‌ها</translation>
    </message>
    <message>
      <source>People</source>
      <translation>اشخاص</translation>
    </message>
    <message>
      <source>Population of the villages</source>
      <translation>جمعیت آبادی‌ها</translation>
    </message>
    <message>
      <source>Office not set up yet</source>
      <translation>اداره هنوز راه‌اندازی نشده است</translation>
    </message>
  </context>
  <context>
    <name>DehestanDialog</name>
    <message>
      <source>Edit dehestan</source>
      <translation>ویرایش دهستان</translation>
    </message>
    <message>
      <source>Add dehestan</source>
      <translation>افزودن دهستان</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>نام</translation>
    </message>
    <message>
      <source>Notes</source>
      <translation>یادداشت</translation>
    </message>
    <message>
      <source>Save</source>
      <translation>ذخیره</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>انصراف</translation>
    </message>
  </context>
  <context>
    <name>Dialogs</name>
    <message>
      <source>Error</source>
      <translation>خطا</translation>
    </message>
    <message>
      <source>Confirm</source>
      <translation>تأیید</translation>
    </message>
  </context>
  <context>
    <name>JalaliDateEdit</name>
    <message>
      <source>Choose from the calendar</source>
      <translation>انتخاب از تقویم</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <source> (read-only)</source>
      <translation> (فقط‌خواندنی)</translation>
    </message>
    <message>
      <source>Database: %1</source>
      <translation>پایگاه داده: %1</translation>
    </message>
    <message>
      <source>Regime in force: %1</source>
      <translation>قانون حاکم: %1</translation>
    </message>
    <message>
      <source>Bakhsh office</source>
      <translation>دفتر بخشداری</translation>
    </message>
  </context>
  <context>
    <name>OfficeForm</name>
    <message>
      <source>Office name</source>
      <translation>نام اداره</translation>
    </message>
    <message>
      <source>Shahrestan</source>
      <translation>شهرستان</translation>
    </message>
    <message>
      <source>Bakhsh</source>
      <translation>بخش</translation>
    </message>
    <message>
      <source>Bakhshdar</source>
      <translation>بخشدار</translation>
    </message>
    <message>
      <source>Regime in force</source>
      <translation>قانون حاکم</translation>
    </message>
  </context>
  <context>
    <name>PeoplePage</name>
    <message>
      <source>Search by name, father's name, national code…</source>
      <translation>جستجو با نام، نام پدر، کد ملی…</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>نام</translation>
    </message>
    <message>
      <source>Father's name</source>
      <translation>نام پدر</translation>
    </message>
    <message>
      <source>National code</source>
      <translation>کد ملی</translation>
    </message>
    <message>
      <source>Birth date</source>
      <translation>تاریخ تولد</translation>
    </message>
    <message>
      <source>Resident in</source>
      <translation>ساکن</translation>
    </message>
    <message>
      <source>All villages</source>
      <translation>همهٔ آبادی‌ها</translation>
    </message>
    <message>
      <source>Retire this person? The record stays, with its history, but leaves the lists.</source>
      <translation>این شخص بایگانی شود؟ پرونده با سابقه‌اش می‌ماند ولی از فهرست‌ها بیرون می‌رود.</translation>
    </message>
  </context>
  <context>
    <name>PersonDialog</name>
    <message>
      <source>Edit person</source>
      <translation>ویرایش شخص</translation>
    </message>
    <message>
      <source>Add person</source>
      <translation>افزودن شخص</translation>
    </message>
    <message>
      <source>First name</source>
      <translation>نام</translation>
    </message>
    <message>
      <source>Last name</source>
      <translation>نام خانوادگی</translation>
    </message>
    <message>
      <source>Father's name</source>
      <translation>نام پدر</translation>
    </message>
    <message>
      <source>Identity card number</source>
      <translation>شمارهٔ شناسنامه</translation>
    </message>
    <message>
      <source>Place of issue</source>
      <translation>محل صدور</translation>
    </message>
    <message>
      <source>Birth date</source>
      <translation>تاریخ تولد</translation>
    </message>
    <message>
      <source>National code</source>
      <translation>کد ملی</translation>
    </message>
    <message>
      <source>Resident in</source>
      <translation>ساکن</translation>
    </message>
    <message>
      <source>(not in a village of this bakhsh)</source>
      <translation>(ساکن آبادی‌های این بخش نیست)</translation>
    </message>
    <message>
      <source>Address</source>
      <translation>نشانی</translation>
    </message>
    <message>
      <source>Literate</source>
      <translation>باسواد</translation>
    </message>
    <message>
      <source>Iranian citizen</source>
      <translation>تبعهٔ ایران</translation>
    </message>
    <message>
      <source>Has a criminal conviction</source>
      <translation>محکومیت کیفری دارد</translation>
    </message>
    <message>
      <source>Status</source>
      <translation>وضعیت</translation>
    </message>
    <message>
      <source>Notes</source>
      <translation>یادداشت</translation>
    </message>
    <message>
      <source>Save</source>
      <translation>ذخیره</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>بستن</translation>
    </message>
    <message>
      <source>Saved. Check:</source>
      <translation>ذخیره شد. بررسی کنید:</translation>
    </message>
  </context>
  <context>
    <name>RegisterPage</name>
    <message>
      <source>Search…</source>
      <translation>جستجو…</translation>
    </message>
    <message>
      <source>Show retired</source>
      <translation>نمایش بایگانی‌شده‌ها</translation>
    </message>
    <message>
      <source>Add…</source>
      <translation>افزودن…</translation>
    </message>
    <message>
      <source>Edit…</source>
      <translation>ویرایش…</translation>
    </message>
    <message>
      <source>Retire</source>
      <translation>بایگانی</translation>
    </message>
    <message>
      <source>All dehestans</source>
      <translation>همهٔ دهستان‌ها</translation>
    </message>
    <message>
      <source>%1 records</source>
      <translation>%1 رکورد</translation>
    </message>
    <message>
      <source>more than %1 records</source>
      <translation>بیش از %1 رکورد</translation>
    </message>
    <message>
      <source>Restore</source>
      <translation>بازگردانی</translation>
    </message>
  </context>
  <context>
    <name>RolesBox</name>
    <message>
      <source>Roles in villages</source>
      <translation>نقش‌ها در آبادی‌ها</translation>
    </message>
    <message>
      <source>Village</source>
      <translation>آبادی</translation>
    </message>
    <message>
      <source>Role</source>
      <translation>نقش</translation>
    </message>
    <message>
      <source>Share (dang)</source>
      <translation>سهم (دانگ)</translation>
    </message>
    <message>
      <source>Since</source>
      <translation>از تاریخ</translation>
    </message>
    <message>
      <source>Add role</source>
      <translation>افزودن نقش</translation>
    </message>
    <message>
      <source>End selected role</source>
      <translation>پایان نقش برگزیده</translation>
    </message>
    <message>
      <source>dang</source>
      <translation>دانگ</translation>
    </message>
  </context>
  <context>
    <name>RuleChoicesGroup</name>
    <message>
      <source>Readings of the law where it is ambiguous</source>
      <translation>برداشت اداره از قانون در موارد مبهم</translation>
    </message>
    <message>
      <source>Each computed figure prints the reading it used; changing a reading does not change records already computed.</source>
      <translation>هر رقم محاسبه‌شده برداشتی را که بر آن استوار است چاپ می‌کند؛ تغییر برداشت، سوابقِ پیش‌تر محاسبه‌شده را تغییر نمی‌دهد.</translation>
    </message>
    <message>
      <source>1334 art. 3, the landlord's “5 /0” percent</source>
      <translation>قانون ۱۳۳۴ مادهٔ ۳، «۵ /۰ درصد» سهم مالک</translation>
    </message>
    <message>
      <source>2.5 percent (half of the added 5)</source>
      <translation>دو و نیم درصد (نیمی از پنج درصد افزوده)</translation>
    </message>
    <message>
      <source>0.5 percent (as printed)</source>
      <translation>نیم درصد (چنان‌که چاپ شده)</translation>
    </message>
    <message>
      <source>Days in a month of wages (dismissal)</source>
      <translation>روزهای هر ماه در محاسبهٔ مزد (اخراج زارع)</translation>
    </message>
    <message>
      <source>Deadlines</source>
      <translation>مهلت‌ها</translation>
    </message>
    <message>
      <source>A deadline falling on a Friday or holiday moves to the next working day</source>
      <translation>مهلتی که به جمعه یا تعطیل بیفتد به نخستین روز کاری بعد منتقل شود</translation>
    </message>
    <message>
      <source>Holidays (one Jalali date a line)</source>
      <translation>تعطیلات (هر سطر یک تاریخ)</translation>
    </message>
    <message>
      <source>Pump water, no sharecropper (supp. art. 1 note 3)</source>
      <translation>آب تلمبه، بدون زارع سهم‌بر (متمم م۱ تبصرهٔ ۳)</translation>
    </message>
    <message>
      <source>The 10 percent goes to the fund</source>
      <translation>ده درصد به صندوق می‌رود</translation>
    </message>
    <message>
      <source>Nothing is taken</source>
      <translation>چیزی کسر نمی‌شود</translation>
    </message>
    <message>
      <source>Save readings</source>
      <translation>ذخیرهٔ برداشت‌ها</translation>
    </message>
    <message>
      <source>Saved.</source>
      <translation>ذخیره شد.</translation>
    </message>
  </context>
  <context>
    <name>Sections</name>
    <message>
      <source>Dashboard</source>
      <translation>پیشخوان</translation>
    </message>
    <message>
      <source>Villages</source>
      <translation>آبادی‌ها</translation>
    </message>
    <message>
      <source>People</source>
      <translation>اشخاص</translation>
    </message>
    <message>
      <source>Councils</source>
      <translation>شوراها</translation>
    </message>
    <message>
      <source>Funds</source>
      <translation>صندوق‌ها</translation>
    </message>
    <message>
      <source>Complaints</source>
      <translation>شکایات</translation>
    </message>
    <message>
      <source>Dismissals</source>
      <translation>اخراج زارعین</translation>
    </message>
    <message>
      <source>Land reform</source>
      <translation>اصلاحات ارضی</translation>
    </message>
    <message>
      <source>Register of letters</source>
      <translation>دفتر اندیکاتور</translation>
    </message>
    <message>
      <source>Reports</source>
      <translation>گزارش‌ها</translation>
    </message>
    <message>
      <source>Settings</source>
      <translation>تنظیمات</translation>
    </message>
  </context>
  <context>
    <name>SettingsPage</name>
    <message>
      <source>Office details</source>
      <translation>مشخصات اداره</translation>
    </message>
    <message>
      <source>Save settings</source>
      <translation>ذخیرهٔ تنظیمات</translation>
    </message>
    <message>
      <source>Saved.</source>
      <translation>ذخیره شد.</translation>
    </message>
  </context>
  <context>
    <name>SetupDialog</name>
    <message>
      <source>Set up the office</source>
      <translation>راه‌اندازی اداره</translation>
    </message>
    <message>
      <source>Welcome. Enter the office's details once; they appear on every document and can be changed later in Settings.</source>
      <translation>خوش آمدید. مشخصات اداره را یک بار وارد کنید؛ در سربرگ همهٔ نامه‌ها می‌آید و بعداً در «تنظیمات» تغییرپذیر است.</translation>
    </message>
    <message>
      <source>Save</source>
      <translation>ذخیره</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>انصراف</translation>
    </message>
  </context>
  <context>
    <name>VillageDialog</name>
    <message>
      <source>Edit village</source>
      <translation>ویرایش آبادی</translation>
    </message>
    <message>
      <source>Add village</source>
      <translation>افزودن آبادی</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>نام</translation>
    </message>
    <message>
      <source>Dehestan</source>
      <translation>دهستان</translation>
    </message>
    <message>
      <source>Kind</source>
      <translation>نوع</translation>
    </message>
    <message>
      <source>Population</source>
      <translation>جمعیت</translation>
    </message>
    <message>
      <source>Households</source>
      <translation>خانوار</translation>
    </message>
    <message>
      <source>Water sources</source>
      <translation>منابع آب</translation>
    </message>
    <message>
      <source>Farming</source>
      <translation>نوع زراعت</translation>
    </message>
    <message>
      <source>Customary landlord share (%)</source>
      <translation>بهرهٔ مالکانهٔ عرفی (درصد)</translation>
    </message>
    <message>
      <source>Tenure</source>
      <translation>وضع ملک</translation>
    </message>
    <message>
      <source>Has a municipality</source>
      <translation>شهرداری دارد</translation>
    </message>
    <message>
      <source>Notes</source>
      <translation>یادداشت</translation>
    </message>
    <message>
      <source>Save</source>
      <translation>ذخیره</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>انصراف</translation>
    </message>
    <message>
      <source>dang</source>
      <translation>دانگ</translation>
    </message>
    <message>
      <source>Landlords (%1 of 6 dang): </source>
      <translation>مالکان (%1 از شش دانگ): </translation>
    </message>
    <message>
      <source>Roles are recorded on each person's form.</source>
      <translation>نقش‌ها در فرم هر شخص ثبت می‌شوند.</translation>
    </message>
  </context>
  <context>
    <name>VillagesPage</name>
    <message>
      <source>Search villages or dehestans…</source>
      <translation>جستجوی آبادی یا دهستان…</translation>
    </message>
    <message>
      <source>Village</source>
      <translation>آبادی</translation>
    </message>
    <message>
      <source>Dehestan</source>
      <translation>دهستان</translation>
    </message>
    <message>
      <source>Population</source>
      <translation>جمعیت</translation>
    </message>
    <message>
      <source>Households</source>
      <translation>خانوار</translation>
    </message>
    <message>
      <source>Farming</source>
      <translation>نوع زراعت</translation>
    </message>
    <message>
      <source>Kadkhoda</source>
      <translation>کدخدا</translation>
    </message>
    <message>
      <source>Landlord shares (dang)</source>
      <translation>سهم مالکان (دانگ)</translation>
    </message>
    <message>
      <source>Add dehestan…</source>
      <translation>افزودن دهستان…</translation>
    </message>
    <message>
      <source>Add a dehestan first.</source>
      <translation>نخست یک دهستان بیفزایید.</translation>
    </message>
    <message>
      <source>Retire this village? It stays in the records but leaves the lists.</source>
      <translation>این آبادی بایگانی شود؟ در سوابق می‌ماند ولی از فهرست‌ها بیرون می‌رود.</translation>
    </message>
  </context>
</TS>